import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { evdProductReviewsResource, evdServiceReviewsResource } from './reviews';

export * from './reviews';

/** The marketplace's product and service reviews: definitions. */
export const REVIEWS_RESOURCES: readonly ResourceDefinition[] = [
  evdProductReviewsResource,
  evdServiceReviewsResource,
];

/** The area's date-range reports. */
export const REVIEWS_REPORTS: readonly ReportDefinition[] = [];
