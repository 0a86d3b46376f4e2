import type { MarketplaceArea } from '../area';
import { CUSTOMER_COMPUTED, STORE_ORDER_COMPUTED } from './computed';
import { orderReportServer } from './orderReport';
import { payPayable } from './pay';
import { createPayable, runWritten, startRun } from './payables';
import { orderPlaced, placeOrder } from './placeOrder';
import { REFUND_ACTION_HOOKS, REFUND_UNDO_HOOKS, requestRefund } from './refunds';
import { statisticsServer } from './statistics';
import { ORDERS_TABLES } from './tables';
import { timelineView } from './timeline';
import { STORE_ORDER_ACTION_HOOKS } from './transitions';

export { seedOrders } from './seed';

/**
 * The server side of the marketplace's customers, orders split by store, refunds, payables,
 * statistics and the order report: placement (prices, stock, split by store, number), the
 * parts' actions with the order's derived status and timeline, refunds checked against what is
 * left, payables and runs computed in SQL, and the two reports.
 */
export const ordersArea: MarketplaceArea = {
  resources: {
    evd_customers: { computed: CUSTOMER_COMPUTED },
    evd_orders: {
      beforeCreate: placeOrder,
      afterSave: orderPlaced,
      views: { timeline: timelineView },
    },
    evd_store_orders: {
      actions: STORE_ORDER_ACTION_HOOKS,
      computed: STORE_ORDER_COMPUTED,
    },
    evd_refunds: {
      beforeCreate: requestRefund,
      actions: REFUND_ACTION_HOOKS,
      undo: REFUND_UNDO_HOOKS,
    },
    evd_payables: { beforeCreate: createPayable, actions: { pay: payPayable } },
    evd_payable_runs: { beforeCreate: startRun, afterSave: runWritten },
  },
  tables: ORDERS_TABLES,
  reports: [statisticsServer, orderReportServer],
};
