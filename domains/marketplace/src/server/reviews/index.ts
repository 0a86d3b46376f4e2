import type { MarketplaceArea } from '../area';
import { productReviewsHooks, serviceReviewsHooks } from './hooks';

export { seedReviews } from './seed';

/** The server side of the marketplace's product and service reviews. */
export const reviewsArea: MarketplaceArea = {
  resources: {
    evd_product_reviews: productReviewsHooks,
    evd_service_reviews: serviceReviewsHooks,
  },
  tables: [
    'create index if not exists evd_product_reviews_status on evd_product_reviews (brand_id, status, created_at)',
    'create index if not exists evd_service_reviews_status on evd_service_reviews (brand_id, status, created_at)',
  ],
  reports: [],
};
