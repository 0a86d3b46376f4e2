/**
 * Who hears of an order's changes (spec section 6, group 8), each event sent after the commit
 * with the order's public facts only, and each stored as a notification (the bell) for the
 * users of the brand holding the role, or for the assigned driver:
 *
 * | what                  | channel (event)                              | notified                 |
 * | --------------------- | -------------------------------------------- | ------------------------ |
 * | a new order           | `private-jfd-orders` (`jfd-orders`)          | dispatchers              |
 * | confirmed (to fulfil) | `order-fulfillment` (`order-fulfillment`)    | concierges               |
 * | a driver assigned     | `jfd-order-delivery` (`jfd-order-delivery`)  | that driver              |
 * | every change          | `jfd-order-updates` (`jfd-order-updates`)    | dispatchers, concierges* |
 *
 * (*) minus those a more particular notification above already told of the same change; a line
 * picked is sent to the boards but rings no bell.
 */
import type { HookContext, Row } from '@backoffice/server-kit';

export const ORDER_CHANNELS = {
  placed: 'private-jfd-orders',
  updates: 'jfd-order-updates',
  fulfilment: 'order-fulfillment',
  delivery: 'jfd-order-delivery',
} as const;

export const ORDER_EVENTS = {
  placed: 'jfd-orders',
  updates: 'jfd-order-updates',
  fulfilment: 'order-fulfillment',
  delivery: 'jfd-order-delivery',
} as const;

export const DISPATCHER = 'Dispatcher';
export const CONCIERGE = 'Shopping Concierge';

/** What an event says of an order: nothing personal. */
export interface OrderEventData {
  id: number;
  number: string;
  status: string;
  kind: string;
  zone_id: number | null;
  slot_date: string | null;
  slot: string | null;
  driver_user_id?: number;
}

export function orderEventData(order: Row): OrderEventData {
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const text = (value: unknown) =>
    value === null || value === undefined ? null : String(value).slice(0, 10);
  const data: OrderEventData = {
    id: Number(order.id),
    number: String(order.number),
    status: String(order.status),
    kind: String(order.kind),
    zone_id: num(order.zone_id),
    slot_date: text(order.slot_date),
    slot: order.slot === null || order.slot === undefined ? null : String(order.slot),
  };
  const driver = num(order.driver_user_id);
  if (driver !== null) data.driver_user_id = driver;
  return data;
}

const STATUS_WORDS: Readonly<Record<string, string>> = {
  placed: 'was placed',
  confirmed: 'was confirmed',
  fulfilling: 'is being fulfilled',
  ready: 'is ready',
  out_for_delivery: 'is out for delivery',
  delivered: 'was delivered',
  picked_up: 'was picked up',
  returned: 'came back: the delivery failed',
  cancelled: 'was cancelled',
};

/** A new order: the dispatchers' private channel and bell. */
export async function announcePlaced(ctx: HookContext, order: Row): Promise<void> {
  const data = orderEventData(order);
  ctx.publish({ channels: [ORDER_CHANNELS.placed], event: ORDER_EVENTS.placed, data });
  await ctx.notify(
    { role: DISPATCHER },
    { title: `New order ${data.number}`, link: `/jfd-orders/${data.id}` },
  );
}

/**
 * A change of an order (`order` as it is after it): everyone's update, and the particular
 * events of a confirmation (to fulfil) and of an assignment (to its driver).
 */
export async function announceChange(ctx: HookContext, order: Row, action: string): Promise<void> {
  const data = orderEventData(order);
  const title = `Order ${data.number} ${STATUS_WORDS[data.status] ?? data.status}`;
  ctx.publish({ channels: [ORDER_CHANNELS.updates], event: ORDER_EVENTS.updates, data });
  const told = new Set<string>();
  if (action === 'confirm') {
    ctx.publish({ channels: [ORDER_CHANNELS.fulfilment], event: ORDER_EVENTS.fulfilment, data });
    await ctx.notify(
      { role: CONCIERGE },
      {
        title: `Order ${data.number} is waiting to be fulfilled`,
        link: `/fulfillments/${data.id}`,
      },
    );
    told.add(CONCIERGE);
  }
  if (action === 'assign-driver' && data.driver_user_id !== undefined) {
    ctx.publish({ channels: [ORDER_CHANNELS.delivery], event: ORDER_EVENTS.delivery, data });
    await ctx.notify([data.driver_user_id], {
      title: `Order ${data.number} is assigned to you`,
      link: `/deliveries/${data.id}`,
    });
  }
  // A line picked is news for the boards, not for the bell.
  if (action === 'pick') return;
  const assigned = action === 'assign-driver' ? `Order ${data.number} has a driver` : title;
  await ctx.notify({ role: DISPATCHER }, { title: assigned, link: `/jfd-orders/${data.id}` });
  if (!told.has(CONCIERGE)) {
    await ctx.notify({ role: CONCIERGE }, { title: assigned, link: `/fulfillments/${data.id}` });
  }
}
