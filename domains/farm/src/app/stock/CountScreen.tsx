import { useResourceRegistry } from '@backoffice/app-kit';
import { recordLoadState, useRecordId } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import * as screen from '../shared/screen.css';
import * as styles from './stock.css';
import { useStockCount } from './stockApi';
import { COUNT_BADGES, periodName, quantity, signed } from './stockLabels';
import type { CountDetail, StockCount } from './stockTypes';

/** A figure that may be below zero: it stands out then. */
const Figure = ({ value }: { value: number }) => (
  <span className={value < 0 ? styles.negative : undefined}>{quantity(value)}</span>
);

function DetailsTable({ count, details }: { count: StockCount; details: CountDetail[] }) {
  const { pathFor } = useResourceRegistry();
  const open = count.status === 'open';
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>Items counted</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.number}>
              Opening
            </th>
            <th scope="col" className={styles.number}>
              Received
            </th>
            <th scope="col" className={styles.number}>
              Used or sold
            </th>
            <th scope="col" className={styles.number}>
              Expected
            </th>
            <th scope="col" className={styles.number}>
              Counted
            </th>
            <th scope="col" className={styles.number}>
              Variance
            </th>
            <th scope="col">Reason</th>
            {open && <th scope="col">Count</th>}
          </tr>
        </thead>
        <tbody>
          {details.map((detail) => (
            <tr key={detail.id}>
              <th scope="row">
                {detail.name} <span className={screen.muted}>({detail.unit})</span>
              </th>
              <td className={styles.number}>
                <Figure value={detail.opening} />
              </td>
              <td className={styles.number}>{quantity(detail.received)}</td>
              <td className={styles.number}>{quantity(detail.used)}</td>
              <td className={styles.number}>
                <Figure value={detail.expected} />
              </td>
              <td className={styles.number}>
                {detail.counted === null ? '—' : quantity(detail.counted)}
              </td>
              <td className={`${styles.number} ${detail.variance ? styles.negative : ''}`}>
                {detail.variance === null ? '—' : signed(detail.variance)}
              </td>
              <td>{detail.reason}</td>
              {open && (
                <td>
                  {detail.reconciled ? (
                    <Badge tone="positive">Reconciled</Badge>
                  ) : (
                    <Link
                      href={pathFor('reconcile-jf-inventory-log', {
                        id: count.id,
                        detailId: detail.id,
                      })}
                      aria-label={`Reconcile ${detail.name}`}
                    >
                      Reconcile
                    </Link>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/jf-inventory-logs/:id`: one count: its period and state, then each item's opening,
 * received, used or sold, expected closing (live from the movements until the item is
 * reconciled), counted figure, variance and reason. While the count is open each item not yet
 * counted has a Reconcile link; once every item is reconciled the count is closed and the page
 * is read-only.
 */
export function CountScreen() {
  const id = useRecordId();
  const { pathFor } = useResourceRegistry();
  const answer = useStockCount(id);
  const waiting = recordLoadState(id, answer, inventoryLogsResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const count = answer.data;
  const badge = COUNT_BADGES[count.status ?? 'open'] ?? COUNT_BADGES.open!;
  const details = answer.details;

  return (
    <section className={screen.page} aria-labelledby="count-heading">
      <div className={screen.header}>
        <Link href={pathFor('jf-inventory-logs')} variant="standalone">
          <Icon name="arrow-left" /> All stock counts
        </Link>
      </div>
      <div className={screen.panel}>
        <div className={screen.header}>
          <h2 id="count-heading" className={screen.heading}>
            {periodName(count)}
          </h2>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className={screen.muted}>
          {count.status === 'closed'
            ? 'Every item is reconciled: this count is closed and read-only.'
            : `${count.reconciled_count ?? 0} of ${count.items_count ?? 0} items reconciled. Expected figures follow the movements until an item is reconciled.`}
        </p>
        {count.notes && <p>{count.notes}</p>}
      </div>
      <div className={screen.panel}>
        {details.error && !details.data ? (
          <p role="alert" className={screen.alert}>
            {MESSAGES.general}
          </p>
        ) : details.data ? (
          <DetailsTable count={count} details={details.data} />
        ) : (
          <Skeleton lines={6} label="Loading the items counted" />
        )}
      </div>
    </section>
  );
}
