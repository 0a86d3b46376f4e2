import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const page = routeGroup({ brand: BRAND.poultry });
const setting = routeGroup({ brand: BRAND.poultry, isSetting: true });

/**
 * Spec section 2, "Livestock routes". The spec does not name their brand; they sit in the
 * poultry brand's area because its egg collection and layer feeding logs record flocks and feed
 * types.
 */
export const LIVESTOCK_ROUTES = [
  page('/livestock', 'livestock', 'manage_livestock'),
  page('/livestock/new', 'new-livestock', 'manage_livestock'),
  page('/livestock/:id', 'view-livestock', 'manage_livestock'),
  page('/livestock/:id/edit', 'edit-livestock', 'manage_livestock'),

  setting('/feed-types', 'feed-types', 'manage_feed_types'),
  setting('/feed-types/new', 'new-feed-type', 'manage_feed_types'),
  setting('/feed-types/:id/edit', 'edit-feed-type', 'manage_feed_types'),
] as const;
