import type { DeliveryArea } from '../area';
import { ordersOfViewer } from './driverRows';
import { openOrder } from './openOrders';
import { orderPlaced, placeOrder } from './placeOrder';
import { ORDER_TABLES } from './tables';

export { seedOrders } from './seed';

import { timelineView } from './timeline';
import { ORDER_ACTION_HOOKS } from './transitions';

/**
 * The orders area's server side: placement (prices, coupon, number), the actions with their
 * timeline and alerts, the timeline view, and the tables and indexes of its own.
 */
export const ordersArea: DeliveryArea = {
  resources: {
    jfd_orders: {
      beforeCreate: placeOrder,
      afterSave: orderPlaced,
      actions: ORDER_ACTION_HOOKS,
      views: { timeline: timelineView },
      rows: ordersOfViewer,
      computed: { open: openOrder },
    },
  },
  tables: ORDER_TABLES,
  reports: [],
};
