import { useResourceRegistry } from '@backoffice/app-kit';
import { OrderCards } from './OrderCards';
import * as styles from './orders.css';
import { useOrders, useOrdersLive } from './ordersApi';
import type { Order } from './orderTypes';

const QUEUE = 'per_page=100&sort=slot_date&direction=asc';

const itemsOf = (order: Order) => {
  const count = (order.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return `${order.labels.customer_id ?? ''}: ${count} ${count === 1 ? 'item' : 'items'}`;
};

/**
 * `/fulfillments`: the concierge's queue: orders being fulfilled, then confirmed orders
 * waiting, the earliest slot first; fetched again when an order is confirmed
 * (`order-fulfillment`) or changes (`jfd-order-updates`).
 */
export function FulfilmentQueueScreen() {
  const { pathFor } = useResourceRegistry();
  const waiting = useOrders(`${QUEUE}&filter%5Bstatus%5D=confirmed`);
  const started = useOrders(`${QUEUE}&filter%5Bstatus%5D=fulfilling`);
  useOrdersLive(['order-fulfillment', 'jfd-order-updates']);
  const hrefOf = (order: Order) => pathFor('view-fulfillment', { id: order.id });
  return (
    <div className={styles.page}>
      <OrderCards
        title="Being fulfilled"
        orders={started.data?.items}
        failed={Boolean(started.error)}
        hrefOf={hrefOf}
        emptyText="No order is being fulfilled."
        detail={itemsOf}
      />
      <OrderCards
        title="Waiting"
        orders={waiting.data?.items}
        failed={Boolean(waiting.error)}
        hrefOf={hrefOf}
        emptyText="No confirmed order is waiting. New ones show here as they are confirmed."
        detail={itemsOf}
      />
    </div>
  );
}
