import type { ReportDefinition, ResourceDefinition } from '@backoffice/contract';
import { customersResource } from './customers';
import { orderReport } from './orderReport';
import { ordersResource } from './orders';
import { payableRunsResource, payablesResource } from './payables';
import { refundsResource } from './refunds';
import { statisticsReport } from './statistics';
import { storeOrdersResource } from './storeOrders';

export { customersResource } from './customers';
export { type OrderReportData, orderReport } from './orderReport';
export { ordersResource } from './orders';
export { PAYABLE_ACTIONS, payableRunsResource, payablesResource } from './payables';
export { REFUND_ACTIONS, refundLimitMessage, refundsResource } from './refunds';
export * from './states';
export { changeText, type Statistics, statisticsReport, statisticsTables } from './statistics';
export { STORE_ORDER_ACTIONS, STORE_ORDER_PERMISSION, storeOrdersResource } from './storeOrders';

/** The marketplace's customers, orders split by store, refunds, payables, statistics and the order report: definitions. */
export const ORDERS_RESOURCES: readonly ResourceDefinition[] = [
  customersResource,
  ordersResource,
  storeOrdersResource,
  refundsResource,
  payableRunsResource,
  payablesResource,
];

/** The area's date-range reports. */
export const ORDERS_REPORTS: readonly ReportDefinition[] = [statisticsReport, orderReport];
