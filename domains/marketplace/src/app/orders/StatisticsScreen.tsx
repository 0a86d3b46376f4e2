import { useResourceRegistry } from '@backoffice/app-kit';
import { DateRangeReportScreen } from '@backoffice/app-kit/reports';
import { formatMoney, type ReportPeriod } from '@backoffice/contract';
import { Link } from '@backoffice/ui/Link';
import { type ReportColumn, ReportTable } from '@backoffice/ui/ReportTable';
import { useId } from 'react';
import {
  changeText,
  type Statistics,
  statisticsReport,
  statisticsTables,
} from '../../resources/orders/statistics';
import * as styles from './orders.css';

type Row = Record<string, string | number | null>;

interface Bar {
  /** Unique among the chart's bars. */
  key: string;
  label: string;
  value: number;
  before?: number;
}

/**
 * A bar chart as an SVG image: its title and description say what it shows and its figures in
 * words (the table below repeats them), so a screen reader reads the chart as one image.
 */
export function BarChart({
  title,
  description,
  bars,
  money = true,
}: {
  title: string;
  description: string;
  bars: readonly Bar[];
  money?: boolean;
}) {
  const id = useId();
  const width = 640;
  const rowHeight = 26;
  const labelWidth = 180;
  const height = Math.max(1, bars.length) * rowHeight + 8;
  const max = Math.max(1, ...bars.flatMap((bar) => [bar.value, bar.before ?? 0]));
  const scale = (value: number) => ((width - labelWidth - 90) * value) / max;
  const show = (value: number) => (money ? formatMoney(value) : String(value));
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, i) => {
        const y = 4 + i * rowHeight;
        const compare = bar.before !== undefined;
        return (
          <g key={bar.key}>
            <text x={labelWidth - 6} y={y + 15} textAnchor="end" className={styles.axis}>
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 2}
              width={scale(bar.value)}
              height={compare ? 10 : 18}
              className={styles.current}
            />
            {compare && (
              <rect
                x={labelWidth}
                y={y + 13}
                width={scale(bar.before ?? 0)}
                height={8}
                className={styles.previous}
              />
            )}
            <text x={labelWidth + scale(bar.value) + 6} y={y + 15} className={styles.axis}>
              {show(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Legend() {
  return (
    <ul className={styles.legend} aria-hidden="true">
      <li>
        <span
          className={`${styles.swatch} ${styles.current}`}
          style={{ background: 'currentColor' }}
        />
        This period
      </li>
      <li>
        <span
          className={`${styles.swatch} ${styles.previous}`}
          style={{ background: 'currentColor' }}
        />
        Period before
      </li>
    </ul>
  );
}

/** The figures, the charts and the same figures in tables. */
export function StatisticsBody({ data, period }: { data: Statistics; period: ReportPeriod }) {
  const cards = [
    ['Sales', formatMoney(data.current.sales), changeText(data.current.sales, data.before.sales)],
    ['Orders', String(data.current.orders), changeText(data.current.orders, data.before.orders)],
    [
      'Average order',
      formatMoney(data.current.average),
      changeText(data.current.average, data.before.average),
    ],
  ] as const;
  const seriesWords = data.series
    .map(
      (slot) =>
        `${slot.bucket}: ${formatMoney(slot.sales)} against ${formatMoney(slot.previous_sales)}`,
    )
    .join('; ');
  const before = `${data.previous.fromDate} to ${data.previous.thruDate}`;
  return (
    <div className={styles.page}>
      <div className={styles.cards}>
        {cards.map(([label, value, change]) => (
          <div key={label} className={styles.card}>
            <span className={styles.muted}>{label}</span>
            <span className={styles.bigFigure}>{value}</span>
            <span className={styles.muted}>
              {change} against {before}
            </span>
          </div>
        ))}
      </div>
      <figure className={styles.panel}>
        <figcaption className={styles.subheading}>
          Sales {data.bucketDays === 1 ? 'by day' : `by ${data.bucketDays} days`}
        </figcaption>
        <Legend />
        <BarChart
          title={`Sales ${period.fromDate} to ${period.thruDate} against ${before}`}
          description={seriesWords || 'No sales in either period.'}
          bars={data.series.map((slot) => ({
            key: slot.bucket,
            label: slot.bucket,
            value: slot.sales,
            before: slot.previous_sales,
          }))}
        />
      </figure>
      <figure className={styles.panel}>
        <figcaption className={styles.subheading}>Top stores</figcaption>
        <Legend />
        <BarChart
          title="Top stores by sales"
          description={
            data.topStores
              .map(
                (s) =>
                  `${s.store}: ${formatMoney(s.sales)}, before ${formatMoney(s.previous_sales)}`,
              )
              .join('; ') || 'No store sold anything in this period.'
          }
          bars={data.topStores.map((s) => ({
            key: s.store,
            label: s.store,
            value: s.sales,
            before: s.previous_sales,
          }))}
        />
      </figure>
      <figure className={styles.panel}>
        <figcaption className={styles.subheading}>Top products</figcaption>
        <BarChart
          title="Top products by sales"
          description={
            data.topProducts
              .map((p) => `${p.product} (${p.store}): ${formatMoney(p.sales)}, ${p.quantity} units`)
              .join('; ') || 'No product sold in this period.'
          }
          bars={data.topProducts.map((p) => ({
            key: `${p.product} ${p.store}`,
            label: p.product,
            value: p.sales,
          }))}
        />
      </figure>
      {statisticsTables(data).map((table) => {
        const first = table.columns[0]?.key;
        const totals = table.totals ? { ...table.totals } : undefined;
        const label = first && totals ? String(totals[first] ?? 'Total') : undefined;
        if (first && totals) delete totals[first];
        return (
          <ReportTable<Row>
            key={table.id}
            caption={table.title}
            columns={table.columns as readonly ReportColumn<Row>[]}
            rows={table.rows as readonly Row[]}
            {...(totals ? { totals, totalsLabel: label } : {})}
            emptyState={table.emptyText}
          />
        );
      })}
    </div>
  );
}

/**
 * `/evd-statistics`: the statistics for a chosen period against the one before, as accessible
 * charts (SVG images with a title and a description carrying their figures) with the same
 * figures in tables; Print and CSV as every report. Built for this year at once when the
 * address names no period; links to the Order Report (the brand's reports page has no tiles).
 */
export function StatisticsScreen() {
  const { pathFor } = useResourceRegistry();
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        Orders, sales, commission and refunds by store:{' '}
        <Link href={pathFor('evd-order-report')}>Order report</Link>
      </p>
      <DateRangeReportScreen
        report={statisticsReport}
        generateOnOpen
        renderBody={(data, period) => <StatisticsBody data={data} period={period} />}
      />
    </div>
  );
}
