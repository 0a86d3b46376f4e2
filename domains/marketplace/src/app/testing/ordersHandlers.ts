/** MSW handlers of the marketplace's order screens: the area's resources, the timeline, the statistics. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { customersResource } from '../../resources/orders/customers';
import { ordersResource } from '../../resources/orders/orders';
import { payableRunsResource, payablesResource } from '../../resources/orders/payables';
import { refundsResource } from '../../resources/orders/refunds';
import type { Statistics } from '../../resources/orders/statistics';
import { storeOrdersResource } from '../../resources/orders/storeOrders';
import * as f from './ordersFixtures';

const clone = (rows: ResourceRow[]) => rows.map((row) => structuredClone(row));

export interface OrdersData {
  user?: User;
  customers?: ResourceRow[];
  orders?: ResourceRow[];
  storeOrders?: ResourceRow[];
  refunds?: ResourceRow[];
  payables?: ResourceRow[];
  statistics?: Statistics;
}

function ordersHandlersForOneStory(data: OrdersData = {}) {
  return [
    ...sessionHandlers(data.user ?? f.ordersAdmin),
    http.get('*/api/evd-orders/:id/timeline', () => HttpResponse.json({ data: f.timeline })),
    http.get('*/api/evd-statistics', () => HttpResponse.json(data.statistics ?? f.statistics)),
    http.post('*/api/evd-payable-runs', () =>
      HttpResponse.json(
        {
          data: {
            id: 5,
            label: '2026-10-01 to 2026-10-31',
            period_from: '2026-10-01',
            period_thru: '2026-10-31',
            payables_count: 3,
            skipped: 1,
            total_net: 21_450,
            labels: {},
          },
        },
        { status: 201 },
      ),
    ),
    ...resourceHandlers(customersResource, clone(data.customers ?? f.customers)),
    ...resourceHandlers(ordersResource, clone(data.orders ?? f.orders)),
    ...resourceHandlers(storeOrdersResource, clone(data.storeOrders ?? f.storeOrders)),
    ...resourceHandlers(refundsResource, clone(data.refunds ?? f.refunds)),
    ...resourceHandlers(payablesResource, clone(data.payables ?? f.payables)),
    ...resourceHandlers(payableRunsResource, []),
  ];
}

/** `ordersHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function ordersHandlers(...args: Parameters<typeof ordersHandlersForOneStory>) {
  return freshEachStory(() => ordersHandlersForOneStory(...args));
}
