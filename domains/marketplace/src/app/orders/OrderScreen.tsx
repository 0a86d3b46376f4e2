import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry } from '@backoffice/app-kit';
import {
  RecordActions,
  type ResourceRow,
  recordLoadState,
  resourceKeys,
  useRecord,
  useRecordId,
  useRecords,
} from '@backoffice/app-kit/resources';
import { formatMoney, resourcePath } from '@backoffice/contract';
import { Link } from '@backoffice/ui/Link';
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ordersResource } from '../../resources/orders/orders';
import { storeOrdersResource } from '../../resources/orders/storeOrders';
import { statusBadge } from './orderLabels';
import * as styles from './orders.css';
import { StatusBadge } from './StatusBadge';

export interface TimelineEntry {
  status: string;
  action: string;
  at: string;
  part: string | null;
  by: { id: number; name: string } | null;
  note: string | null;
}

const ACTION_WORDS: Readonly<Record<string, string>> = {
  place: 'Placed',
  accept: 'Accepted',
  ship: 'Shipped',
  deliver: 'Delivered',
  cancel: 'Cancelled',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/** One store's part: its state, lines, figures and the actions this user may run on it. */
function StorePart({ part }: { part: ResourceRow }) {
  const lines = (part.lines as ResourceRow[] | undefined) ?? [];
  const title = String(part.number);
  const headingId = `part-${part.id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.subheading}>
          {part.labels.store_id ?? 'Store'} · {title}
        </h3>
        <StatusBadge status={part.status} />
        <div className={styles.actions}>
          <RecordActions resource={storeOrdersResource} record={part} title={title} />
        </div>
      </div>
      <table className={styles.lines}>
        <caption className={styles.muted}>Items of {title}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={String(line.id)}>
              <th scope="row">{String(line.name)}</th>
              <td>{String(line.sku)}</td>
              <td>{String(line.quantity)}</td>
              <td>{formatMoney(Number(line.unit_price))}</td>
              <td>{formatMoney(Number(line.quantity) * Number(line.unit_price))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.details}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(Number(part.subtotal))}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatMoney(Number(part.shipping))}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(Number(part.total))}</dd>
        </div>
        {Number(part.refunded) > 0 && (
          <div>
            <dt>Refunded</dt>
            <dd>{formatMoney(Number(part.refunded))}</dd>
          </div>
        )}
        {part.tracking_number ? (
          <div>
            <dt>Tracking</dt>
            <dd>{String(part.tracking_number)}</dd>
          </div>
        ) : null}
        {part.delivered_on ? (
          <div>
            <dt>Delivered on</dt>
            <dd>{String(part.delivered_on)}</dd>
          </div>
        ) : null}
        {part.cancel_reason ? (
          <div>
            <dt>Cancel reason</dt>
            <dd>{String(part.cancel_reason)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * `/evd-orders/{id}`: the order (customer, where it goes, its figures and its status, derived
 * from its parts), each store's part with its lines and its actions (accept, ship, mark
 * delivered, cancel with a reason, for those who manage stores), and the timeline of every
 * change. Moving a part reads the order and its timeline again.
 */
export function OrderScreen() {
  const id = useRecordId();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { pathFor } = useResourceRegistry();
  const answer = useRecord(ordersResource, id);
  const parts = useRecords(
    storeOrdersResource,
    `filter[order_id]=${id ?? 0}&sort=number&direction=asc&per_page=100`,
  );
  const moved = (parts.data?.items ?? []).map((part) => `${part.id}:${part.status}`).join(',');
  useEffect(() => {
    if (id !== null && moved) void mutate(resourceKeys.record(ordersResource, id));
  }, [id, moved, mutate]);
  const timeline = useSWR(id === null ? null : ['evd-orders', id, 'timeline', moved], () =>
    client
      .get<{ data: TimelineEntry[] }>(`${resourcePath(ordersResource, id as number)}/timeline`)
      .then((res) => res.data),
  );
  const waiting = recordLoadState(id, answer, ordersResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const order = answer.data;
  const number = String(order.number);
  return (
    <section className={styles.page} aria-label={`Order ${number}`}>
      <div className={styles.header}>
        <h2 className={styles.heading}>Order {number}</h2>
        <StatusBadge status={order.status} />
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Customer</dt>
          <dd>
            <Link href={pathFor('view-evd-customer', { id: Number(order.customer_id) })}>
              {order.labels.customer_id ?? 'Customer'}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>{String(order.placed_on)}</dd>
        </div>
        <div>
          <dt>Ship to</dt>
          <dd>{String(order.ship_to ?? '')}</dd>
        </div>
        <div>
          <dt>Shipping method</dt>
          <dd>{order.labels.shipping_method_id ?? ''}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(Number(order.subtotal))}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatMoney(Number(order.shipping))}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(Number(order.total))}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>
        {Number(order.stores_count) === 1 ? 'One store' : `${order.stores_count} stores`}
      </h3>
      {parts.data === undefined ? (
        <p className={styles.muted}>Loading the stores’ parts…</p>
      ) : (
        parts.data.items.map((part) => <StorePart key={part.id} part={part} />)
      )}
      <section className={styles.panel} aria-labelledby="order-timeline">
        <h3 id="order-timeline" className={styles.subheading}>
          Timeline
        </h3>
        <ol className={styles.timeline}>
          {(timeline.data ?? []).map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.part ?? ''}`}>
              <strong>{ACTION_WORDS[entry.action] ?? statusBadge(entry.status).label}</strong>
              {entry.part ? ` ${entry.part}` : ''} ·{' '}
              <time dateTime={entry.at}>{when(entry.at)}</time>
              {entry.by ? ` · ${entry.by.name}` : ''}
              {entry.note ? <p className={styles.muted}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
