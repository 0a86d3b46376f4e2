import { sql } from 'drizzle-orm';
import type { DeliveryArea } from '../area';
import { ordersOfViewer } from './driverRows';
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
      computed: {
        // 1 while the order still moves (the board), 0 once delivered, picked up or cancelled.
        open: (row) =>
          sql`(case when ${row}.status in ('delivered', 'picked_up', 'cancelled') then 0 else 1 end)`,
      },
    },
  },
  tables: ORDER_TABLES,
  reports: [],
};
