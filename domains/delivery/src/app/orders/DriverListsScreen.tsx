import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { FINAL_ORDER_STATUSES } from '../../resources/orders';
import { OrderCards } from './OrderCards';
import * as styles from './orders.css';
import { useOrders, useOrdersLive } from './ordersApi';
import type { Order } from './orderTypes';

const BY_SLOT = 'per_page=100&sort=slot_date&direction=asc';

/**
 * `/deliveries`: the signed-in driver's own deliveries still to make (assigned, out, or back
 * after a failed attempt), the earliest slot first, as large cards for one hand; fetched again
 * when one is assigned to them (`jfd-order-delivery`).
 */
export function DeliveriesScreen() {
  const { pathFor } = useResourceRegistry();
  const me = useAppState((state) => state.user?.id ?? null);
  const answer = useOrders(
    me === null
      ? null
      : `${BY_SLOT}&filter%5Bkind%5D=delivery&filter%5Bopen%5D=1&filter%5Bdriver_user_id%5D=${me}`,
  );
  useOrdersLive(['jfd-order-delivery', 'jfd-order-updates']);
  const open = answer.data?.items.filter(
    (order) => !FINAL_ORDER_STATUSES.includes(order.status ?? 'placed'),
  );
  return (
    <div className={styles.phone}>
      <OrderCards
        title="My deliveries"
        orders={open}
        failed={Boolean(answer.error)}
        hrefOf={(order: Order) => pathFor('view-delivery', { id: order.id })}
        emptyText="Nothing to deliver. Orders assigned to you show here."
        detail={(order) => `${order.labels.customer_id ?? ''}, ${order.address ?? ''}`}
      />
    </div>
  );
}

/** `/pickups`: orders ready at their pickup location, to hand over with the customer's code. */
export function PickupsScreen() {
  const { pathFor } = useResourceRegistry();
  const answer = useOrders(`${BY_SLOT}&filter%5Bkind%5D=pickup&filter%5Bstatus%5D=ready`);
  useOrdersLive(['jfd-order-updates']);
  return (
    <div className={styles.phone}>
      <OrderCards
        title="Ready for pickup"
        orders={answer.data?.items}
        failed={Boolean(answer.error)}
        hrefOf={(order: Order) => pathFor('view-pickup', { id: order.id })}
        emptyText="No order is waiting to be picked up."
        detail={(order) =>
          `${order.labels.customer_id ?? ''} at ${order.labels.pickup_location_id ?? ''}`
        }
      />
    </div>
  );
}
