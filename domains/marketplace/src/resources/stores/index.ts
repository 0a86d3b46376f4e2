import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { evdProductApprovalsResource } from './approvals';
import { evdStoreInvoicesResource, evdSubscriptionOverridesResource } from './billing';
import { evdStoreMembersResource } from './members';
import { evdProductsResource, evdProductVariantsResource } from './products';
import { evdSellersResource } from './sellers';
import { evdStoresResource } from './stores';

export * from './approvals';
export * from './billing';
export * from './members';
export {
  isStoreSlug,
  RESERVED_STORE_SLUGS,
  STORE_SLUG_MESSAGE,
  slugFromName,
} from './parts';
export * from './products';
export * from './sellers';
export * from './stores';

/** The marketplace's sellers, stores, their products, variants, approvals and billing: definitions. */
export const STORES_RESOURCES: readonly ResourceDefinition[] = [
  evdSellersResource,
  evdStoresResource,
  evdStoreMembersResource,
  evdProductsResource,
  evdProductVariantsResource,
  evdProductApprovalsResource,
  evdSubscriptionOverridesResource,
  evdStoreInvoicesResource,
];

/** The area's date-range reports. */
export const STORES_REPORTS: readonly ReportDefinition[] = [];
