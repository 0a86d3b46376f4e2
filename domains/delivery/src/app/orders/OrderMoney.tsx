import { formatMoney } from '@backoffice/contract';
import * as styles from './orders.css';
import type { Order } from './orderTypes';

/** An order's money, each part the server worked out, then its total. */
export function OrderMoney({ order }: { order: Order }) {
  const parts: [string, number | null, boolean][] = [
    ['Subtotal', order.subtotal, true],
    ['Discount', order.discount === null ? null : -order.discount, Boolean(order.discount)],
    ['Delivery fee', order.delivery_fee, order.kind === 'delivery'],
    ['Grocery fee', order.grocery_fee, order.kind === 'delivery'],
    ['Pickup fee', order.pickup_fee, order.kind === 'pickup'],
    ['Refunded', order.refunded === null ? null : -order.refunded, Boolean(order.refunded)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="money-heading">
      <h3 id="money-heading" className={styles.panelHeading}>
        Money
      </h3>
      <dl className={styles.figures}>
        {parts
          .filter(([, , shown]) => shown)
          .map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{formatMoney(value ?? 0)}</dd>
            </div>
          ))}
        <div className={styles.grandFigure}>
          <dt>Total</dt>
          <dd>{formatMoney(order.total ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
