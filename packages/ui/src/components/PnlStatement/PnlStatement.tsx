import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { formatCents } from './formatCents';
import * as styles from './PnlStatement.css';

/** One line of a section: an account or category name and its amount in integer cents. */
export interface PnlLine {
  name: string;
  value: number;
}

/** The PNL report response; every amount is in integer cents, as the server stores money. */
export interface PnlReport {
  revenue: PnlLine[];
  cogs: PnlLine[];
  variable: PnlLine[];
  fixed: PnlLine[];
  totals: { revenue: number; cogs: number; gross: number; expense: number; net: number };
}

export interface PnlStatementProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The report, amounts in integer cents. */
  report: PnlReport;
  /** First day of the period, `YYYY-MM-DD`. */
  from: string;
  /** Last day of the period, `YYYY-MM-DD`. */
  thru: string;
  /** Level of the 'Profit & Loss Statement' heading in the page. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

function Amount({ cents, highlightLoss = false }: { cents: number; highlightLoss?: boolean }) {
  return (
    <td className={styles.amount} data-negative={(highlightLoss && cents < 0) || undefined}>
      {formatCents(cents)}
    </td>
  );
}

function Lines({ lines, emptyText }: { lines: PnlLine[]; emptyText: string }) {
  if (lines.length === 0) {
    return (
      <tr>
        <td colSpan={2} className={styles.none}>
          {emptyText}
        </td>
      </tr>
    );
  }
  return lines.map((line, index) => (
    // Names can repeat across a report (two 'Other' lines), so the position keys them.
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder.
    <tr key={index} className={styles.line}>
      <th scope="row" className={styles.lineName}>
        {line.name}
      </th>
      <Amount cents={line.value} />
    </tr>
  ));
}

function SectionHead({ children, sub = false }: { children: ReactNode; sub?: boolean }) {
  return (
    <tr className={sub ? styles.subHead : styles.sectionHead}>
      <th scope="rowgroup" colSpan={2}>
        {children}
      </th>
    </tr>
  );
}

function Total({
  label,
  cents,
  strong = false,
  highlightLoss = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  highlightLoss?: boolean;
}) {
  return (
    <tr className={strong ? styles.grandTotal : styles.total}>
      <th scope="row">{label}</th>
      <Amount cents={cents} highlightLoss={highlightLoss} />
    </tr>
  );
}

/**
 * The profit and loss statement of the farm brand's PNL report: the period, then Revenue, Cost
 * Of Goods Sold, Gross Profit, Expenses (variable, then fixed) and Net Profit (Loss). Amounts
 * come in as integer cents and show as US dollars; a negative gross or net shows in red. It has
 * its own print stylesheet, so the page's Print button can call `window.print()`.
 */
export function PnlStatement({
  report,
  from,
  thru,
  headingLevel = 2,
  className,
  ...props
}: PnlStatementProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { totals } = report;
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          Profit & Loss Statement
        </Heading>
        <p className={styles.period}>
          <time dateTime={from}>{from}</time> – <time dateTime={thru}>{thru}</time>
        </p>
      </header>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead className={styles.visuallyHidden}>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount (USD)</th>
          </tr>
        </thead>
        <tbody className={styles.section}>
          <SectionHead>Revenue</SectionHead>
          <Lines lines={report.revenue} emptyText="No revenue in this period" />
          <Total label="Total Revenue" cents={totals.revenue} />
        </tbody>
        <tbody className={styles.section}>
          <SectionHead>Cost Of Goods Sold</SectionHead>
          <Lines lines={report.cogs} emptyText="No cost of goods sold in this period" />
          <Total label="Total Cost Of Goods Sold" cents={totals.cogs} />
        </tbody>
        <tbody className={styles.section}>
          <Total label="Gross Profit" cents={totals.gross} strong highlightLoss />
        </tbody>
        <tbody className={styles.section}>
          <SectionHead>Expenses</SectionHead>
          <SectionHead sub>Variable</SectionHead>
          <Lines lines={report.variable} emptyText="No variable expenses in this period" />
          <SectionHead sub>Fixed</SectionHead>
          <Lines lines={report.fixed} emptyText="No fixed expenses in this period" />
          <Total label="Total Expenses" cents={totals.expense} />
        </tbody>
        <tbody className={styles.section}>
          <Total label="Net Profit (Loss)" cents={totals.net} strong highlightLoss />
        </tbody>
      </table>
    </section>
  );
}
