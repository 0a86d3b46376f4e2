/**
 * MSW handlers answering the order screens as the server does, over rows kept in memory for
 * one story or test: the orders (list, filters, the definition's checks and moves), the two
 * actions whose work is the server's (assign a driver, pick a line), each order's timeline, and
 * the catalogue the screens read (products, drivers, zones).
 */
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import {
  jfdAddonsResource,
  jfdCustomersResource,
  jfdDriversResource,
  jfdProductsResource,
  jfdZonesResource,
} from '../../resources/catalogue';
import { ordersResource } from '../../resources/orders';
import type { TimelineStep } from '../courier/timeline';
import type { Order } from '../orders/orderTypes';
import { dispatcher, zones } from './courierFixtures';
import {
  addons,
  deliveredTimeline,
  drivers,
  products,
  orders as sampleOrders,
} from './ordersFixtures';

export interface OrdersHandlerOptions {
  user?: User;
  orders?: Order[];
}

const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

function ordersHandlersForOneStory({
  user = dispatcher,
  orders = sampleOrders,
}: OrdersHandlerOptions = {}) {
  const rows = orders.map((order) => ({
    ...order,
    lines: order.lines?.map((line) => ({ ...line })),
  }));
  const find = (id: unknown) => rows.find((order) => order.id === Number(id));
  const body = async (request: Request) =>
    Object.fromEntries(new URLSearchParams(await request.text()));
  return [
    ...sessionHandlers(user),
    http.get('*/api/jfd-orders/:id/timeline', ({ params }) => {
      const order = find(params.id);
      if (!order) return notFound();
      const steps: TimelineStep[] =
        order.id === 102
          ? deliveredTimeline
          : [
              {
                status: 'placed',
                action: 'place',
                at: String(order.created_at),
                by: null,
                note: null,
              },
            ];
      return HttpResponse.json({ data: steps });
    }),
    http.post('*/api/jfd-orders/:id/assign-driver', async ({ params, request }) => {
      const order = find(params.id);
      if (!order) return notFound();
      if (order.status !== 'ready' && order.status !== 'returned') {
        return HttpResponse.json(
          { message: 'Only ready or returned orders can be assigned a driver.' },
          { status: 409 },
        );
      }
      const wanted = Number((await body(request)).driver_id);
      const chosen = drivers.find((row) => row.id === wanted);
      if (!chosen?.available) {
        return HttpResponse.json(
          {
            message: 'This driver is not available.',
            errors: { driver_id: ['This driver is not available.'] },
          },
          { status: 422 },
        );
      }
      Object.assign(order, {
        driver_id: chosen.id,
        driver_user_id: Number(chosen.user_id),
        labels: { ...order.labels, driver_id: String(chosen.name) },
        version: Number((order as { version?: unknown }).version ?? 1) + 1,
      });
      return HttpResponse.json({ data: order });
    }),
    http.post('*/api/jfd-orders/:id/pick', async ({ params, request }) => {
      const order = find(params.id);
      if (!order) return notFound();
      if (order.status !== 'fulfilling') {
        return HttpResponse.json(
          { message: 'Lines can only be picked while the order is being fulfilled.' },
          { status: 409 },
        );
      }
      const input = await body(request);
      const line = order.lines?.find((item) => item.id === Number(input.line_id));
      if (!line) return notFound();
      const substitute = products.find((row) => row.id === Number(input.substitute_product_id));
      line.pick_status = input.outcome as typeof line.pick_status;
      line.substitute_product_id = substitute ? substitute.id : null;
      line.substitute_price = substitute ? Number(substitute.price) : null;
      // A substitute is charged at its price; an unavailable line is refunded from the total.
      const price = (item: typeof line) =>
        item.quantity * (item.substitute_price ?? item.unit_price ?? 0);
      const lines = order.lines ?? [];
      const subtotal = lines.reduce((sum, item) => sum + price(item), 0);
      const refunded = lines
        .filter((item) => item.pick_status === 'unavailable')
        .reduce((sum, item) => sum + price(item), 0);
      const fees = (order.delivery_fee ?? 0) + (order.grocery_fee ?? 0) + (order.pickup_fee ?? 0);
      Object.assign(order, {
        refunded,
        subtotal,
        total: subtotal - refunded + fees,
        version: Number((order as { version?: unknown }).version ?? 1) + 1,
      });
      return HttpResponse.json({ data: order });
    }),
    ...resourceHandlers(ordersResource, rows),
    ...resourceHandlers(jfdProductsResource, products),
    ...resourceHandlers(jfdDriversResource, drivers),
    ...resourceHandlers(jfdZonesResource, zones),
    ...resourceHandlers(jfdAddonsResource, addons),
    // Each order's customer, for the phone the driver's screens show.
    ...resourceHandlers(
      jfdCustomersResource,
      rows.map((order) => ({
        id: order.customer_id,
        name: order.labels.customer_id,
        phone: `21255501${String(order.customer_id).slice(-2)}`,
        labels: {},
      })) as never,
    ),
  ];
}

/** `ordersHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function ordersHandlers(...args: Parameters<typeof ordersHandlersForOneStory>) {
  return freshEachStory(() => ordersHandlersForOneStory(...args));
}
