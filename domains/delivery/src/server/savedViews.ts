import { BRAND } from '@backoffice/contract';
import type { DemoSavedView } from '@backoffice/server-kit';

/** The dispatcher's saved views of the live board on a new install. */
export const DELIVERY_SAVED_VIEWS: readonly DemoSavedView[] = [
  {
    list: 'jfd_orders',
    brand: BRAND.delivery,
    owner: 'Dispatcher',
    name: 'Out for delivery',
    query: 'filter[status]=out_for_delivery',
    shared: true,
  },
  {
    list: 'jfd_orders',
    brand: BRAND.delivery,
    owner: 'Dispatcher',
    name: 'Ready to hand over',
    query: 'filter[status]=ready',
  },
];
