/**
 * The Order Report of the delivery brand (`/reports/jfd-order-report`, its tile "Order
 * Report"): for the orders placed in a period, how many are in each state (with their totals),
 * per day how many were placed, completed (delivered or picked up) and cancelled with the
 * revenue (totals) and fees (delivery, grocery and pickup fees) of the completed ones, and per
 * zone the same with the average minutes from placed to ready and from ready to delivered.
 */
import { BRAND, defineReport } from '@backoffice/contract';
import { type OrderFigures, orderFiguresSchema, orderFigureTables } from './orderFigures';

export const ORDER_STATE_LABELS: Readonly<Record<string, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  fulfilling: 'Being fulfilled',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

export const orderReport = defineReport<OrderFigures>({
  name: 'jfd-order-report',
  title: 'Order Report',
  description:
    'orders by state, day and zone: revenue and fees, minutes from placed to ready and from ready to delivered',
  brands: [BRAND.delivery],
  permission: 'generate_reports',
  schema: orderFiguresSchema,
  tables: (data) =>
    orderFigureTables(data, {
      noun: 'orders',
      states: ORDER_STATE_LABELS,
      completed: 'Completed',
      revenue: 'Revenue',
      fees: 'Fees',
      toReady: 'Minutes to ready',
      toDone: 'Minutes to deliver',
    }),
});
