import { formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Link as AriaLink } from 'react-aria-components';
import { orderBadge, slotText } from './orderLabels';
import * as styles from './orders.css';
import type { Order } from './orderTypes';

export interface OrderCardsProps {
  /** The list's heading. */
  title: string;
  orders: readonly Order[] | undefined;
  failed: boolean;
  hrefOf: (order: Order) => string;
  /** What shows when there is none. */
  emptyText: string;
  /** What each card says under its number: the address, the pickup location... */
  detail: (order: Order) => string;
}

/**
 * Orders as large cards, one link each (the whole card is the target): the queues of the
 * concierge and the driver, made for touch and one hand.
 */
export function OrderCards({ title, orders, failed, hrefOf, emptyText, detail }: OrderCardsProps) {
  const id = `cards-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.stackSection} aria-labelledby={id}>
      <h2 id={id} className={styles.panelHeading}>
        {title}
        {orders ? ` (${orders.length})` : ''}
      </h2>
      {failed && !orders ? (
        <p role="alert" className={styles.alert}>
          The orders could not be loaded.
        </p>
      ) : !orders ? (
        <Skeleton lines={3} label={`Loading ${title.toLowerCase()}`} />
      ) : orders.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.cardList}>
          {orders.map((order) => {
            const badge = orderBadge(order.status);
            return (
              <li key={order.id}>
                <AriaLink href={hrefOf(order)} className={styles.card}>
                  <span className={styles.cardHead}>
                    <strong>{order.number}</strong>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </span>
                  <span>{detail(order)}</span>
                  <span className={styles.muted}>
                    {slotText(order.slot_date, order.slot)} · {formatMoney(order.total ?? 0)}
                  </span>
                </AriaLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
