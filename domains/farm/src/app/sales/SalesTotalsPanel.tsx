import { formatMoney } from '@backoffice/contract';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { placeholder } from './SalesTotalsPanel.css';
import * as styles from './sales.css';

export interface SalesTotals {
  sold: number;
  refunded: number;
  net: number;
}

export interface SalesTotalsPanelProps {
  /** The figures of every sale the filters match; `null` while the list is loading. */
  totals: SalesTotals | null;
  /** How many sales the filters match. */
  count: number;
  /** Whether filters narrow the list (the heading then says "matching these filters"). */
  narrowed: boolean;
}

const FIGURES = [
  ['Sold', 'sold'],
  ['Refunded', 'refunded'],
  ['Net', 'net'],
] as const;

/**
 * The totals above the sales list. While the list loads it holds its place with placeholders of
 * the same size, so the table below does not jump down when the figures arrive.
 */
export function SalesTotalsPanel({ totals, count, narrowed }: SalesTotalsPanelProps) {
  const heading = totals
    ? `${count === 1 ? 'The one sale' : `All ${count} sales`} ${narrowed ? 'matching these filters' : 'so far'}`
    : null;
  return (
    <section
      className={styles.panel}
      aria-labelledby={heading ? 'sales-totals' : undefined}
      aria-label={heading ? undefined : 'Totals of the sales'}
      aria-busy={heading ? undefined : true}
    >
      {heading ? (
        <h2 id="sales-totals" className={styles.panelHeading}>
          {heading}
        </h2>
      ) : (
        <div className={`${styles.panelHeading} ${placeholder}`}>
          <Skeleton width="14rem" label="Loading the totals" />
        </div>
      )}
      <dl className={styles.totalsRow}>
        {FIGURES.map(([label, key]) => (
          <div key={key} className={styles.figure}>
            <dt>{label}</dt>
            <dd>
              {totals ? (
                formatMoney(totals[key])
              ) : (
                <Skeleton className={placeholder} width="5rem" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>Voided sales count nowhere.</p>
    </section>
  );
}
