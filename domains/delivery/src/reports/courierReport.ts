/**
 * The courier requests' report (`/reports/dlv-order-report`): for the requests made in a period,
 * how many are in each state (with their fees), per day how many were made, delivered and
 * cancelled and the fees of those delivered, and per zone the same with the average minutes
 * from requested to picked up and from picked up to delivered.
 */
import { BRAND, defineReport } from '@backoffice/contract';
import { type OrderFigures, orderFiguresSchema, orderFigureTables } from './orderFigures';

export const COURIER_STATE_LABELS: Readonly<Record<string, string>> = {
  requested: 'Requested',
  accepted: 'Accepted',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const courierReport = defineReport<OrderFigures>({
  name: 'dlv-order-report',
  title: 'Courier Request Report',
  description:
    'courier requests by state, day and zone: fees of delivered parcels, minutes to pick up and to deliver',
  brands: [BRAND.delivery],
  permission: 'generate_reports',
  schema: orderFiguresSchema,
  tables: (data) =>
    orderFigureTables(data, {
      noun: 'requests',
      states: COURIER_STATE_LABELS,
      completed: 'Delivered',
      revenue: 'Fees',
      fees: null,
      toReady: 'Minutes to pick up',
      toDone: 'Minutes to deliver',
    }),
});
