import { BRAND } from '@backoffice/contract';
import type { DemoSavedView } from '@backoffice/server-kit';

/** Saved views of the marketplace's open orders on a new install. */
export const MARKETPLACE_SAVED_VIEWS: readonly DemoSavedView[] = [
  {
    list: 'evd_orders',
    brand: BRAND.marketplace,
    owner: 'Manager',
    name: 'Waiting for the stores',
    query: 'filter[status]=placed&sort=placed_on&direction=asc',
    shared: true,
  },
  {
    list: 'evd_orders',
    brand: BRAND.marketplace,
    owner: 'Manager',
    name: 'Shipped, largest first',
    query: 'filter[status]=shipped&sort=total&direction=desc',
  },
];
