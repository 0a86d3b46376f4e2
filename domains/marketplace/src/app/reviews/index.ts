import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

const screens = () => import('./ReviewsScreens');

/** The screens of the marketplace's product and service reviews, by route name. */
export const REVIEWS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'evd-product-reviews': () => screens().then((m) => ({ Component: m.ProductReviewsScreen })),
  'evd-service-reviews': () => screens().then((m) => ({ Component: m.ServiceReviewsScreen })),
  'view-customer-reviews': () => screens().then((m) => ({ Component: m.CustomerReviewsScreen })),
};
