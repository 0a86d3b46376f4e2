import { hasPermission } from '@backoffice/access';
import { useAppState } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { Tab, TabList, TabPanel, Tabs } from '@backoffice/ui/Tabs';
import {
  evdProductReviewsResource,
  evdServiceReviewsResource,
  MANAGE_PRODUCT_REVIEWS,
  MANAGE_SERVICE_REVIEWS,
} from '../../resources/reviews';
import { ReviewsBoard } from './ReviewsBoard';
import * as styles from './reviews.css';

/** `/evd-product-reviews` (manage_evdati_product_reviews): product reviews to moderate. */
export function ProductReviewsScreen() {
  return (
    <ReviewsBoard
      resource={evdProductReviewsResource}
      route="evd-product-reviews"
      label="Product reviews"
    />
  );
}

/** `/evd-service-reviews` (manage_evdati_service_reviews): service reviews to moderate. */
export function ServiceReviewsScreen() {
  return (
    <ReviewsBoard
      resource={evdServiceReviewsResource}
      route="evd-service-reviews"
      label="Service reviews"
    />
  );
}

/**
 * `/evd-reviews` (signed in): the customers' reviews this user moderates, a tab per kind they
 * hold the permission of (product reviews, service reviews), with the same moderation as the
 * lists; a user with neither is told so.
 */
export function CustomerReviewsScreen() {
  const permissions = useAppState((state) => state.user?.permissions);
  const products = hasPermission(permissions, MANAGE_PRODUCT_REVIEWS);
  const services = hasPermission(permissions, MANAGE_SERVICE_REVIEWS);
  if (!products && !services) {
    return (
      <AlertMessage>
        You do not moderate customer reviews: product and service reviews need their own
        permissions. Ask a manager if you should.
      </AlertMessage>
    );
  }
  if (!services) return <ProductReviewsScreen />;
  if (!products) return <ServiceReviewsScreen />;
  return (
    <Tabs className={styles.tabs} aria-label="Customer reviews" defaultSelectedKey="products">
      <TabList aria-label="Kind of review">
        <Tab id="products">Product reviews</Tab>
        <Tab id="services">Service reviews</Tab>
      </TabList>
      <TabPanel id="products">
        <ProductReviewsScreen />
      </TabPanel>
      <TabPanel id="services">
        <ServiceReviewsScreen />
      </TabPanel>
    </Tabs>
  );
}
