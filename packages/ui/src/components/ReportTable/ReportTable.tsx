import {
  type CSSProperties,
  type Key,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatCents } from '../PnlStatement/formatCents';
import * as styles from './ReportTable.css';

/** What a column holds; it sets the formatting and the alignment (numbers and money to the end). */
export type ReportColumnKind = 'text' | 'number' | 'money' | 'date';

/** One column of a ReportTable. */
export interface ReportColumn<T> {
  /** The row field the column shows. */
  key: Extract<keyof T, string>;
  /** The column heading. */
  label: string;
  /**
   * `text` as given; `number` grouped en-US (1,234); `money` integer cents as US dollars, negative
   * amounts in red; `date` a `YYYY-MM-DD` string, as given. @default 'text'
   */
  kind?: ReportColumnKind;
  /** Renders the cell instead of the formatting of `kind` (the alignment still follows `kind`). */
  render?: (row: T) => ReactNode;
}

export interface ReportTableProps<T extends object> {
  /**
   * The table's title, shown above it and naming it, e.g. 'Sales Report, 2026-01-01 to
   * 2026-11-23'. It stays in view while the rows scroll.
   */
  caption: ReactNode;
  /** The columns, in order; the first one names each row for screen readers. */
  columns: readonly ReportColumn<T>[];
  /** The rows of the report. */
  rows: readonly T[];
  /** The totals row, by column key, in a footer under the rows; leave a column out to keep it blank. */
  totals?: Partial<T>;
  /** The label of the totals row, in its first cell. @default 'Total' */
  totalsLabel?: string;
  /** Returns a row's unique key. @default the row's position */
  getRowKey?: (row: T, index: number) => Key;
  /** Shown across the table when there are no rows. @default 'No data for this period.' */
  emptyState?: ReactNode;
  /** CSS max height of the table; past it the rows scroll under the column headings. */
  maxHeight?: string;
  /** Extra class on the outer frame. */
  className?: string;
  /** Inline style on the outer frame. */
  style?: CSSProperties;
}

const numbers = new Intl.NumberFormat('en-US');

const alignOf = (kind: ReportColumnKind) =>
  kind === 'number' || kind === 'money' ? 'end' : 'start';

function Value({ value, kind }: { value: unknown; kind: ReportColumnKind }) {
  if (value === null || value === undefined || value === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={styles.visuallyHidden}>None</span>
      </>
    );
  }
  if (kind === 'money' && typeof value === 'number') return <>{formatCents(value)}</>;
  if (kind === 'number' && typeof value === 'number') return <>{numbers.format(value)}</>;
  if (kind === 'date' && typeof value === 'string') return <time dateTime={value}>{value}</time>;
  return <>{String(value)}</>;
}

function Cell<T>({
  column,
  row,
  isRowHeader,
  isTotal = false,
}: {
  column: ReportColumn<T>;
  row: Partial<T>;
  isRowHeader: boolean;
  /** Totals are formatted by kind only: a column's `render` expects a whole row. */
  isTotal?: boolean;
}) {
  const kind = column.kind ?? 'text';
  const value = row[column.key];
  const Tag = isRowHeader ? 'th' : 'td';
  return (
    <Tag
      scope={isRowHeader ? 'row' : undefined}
      data-align={alignOf(kind)}
      data-kind={kind}
      data-negative={(kind === 'money' && typeof value === 'number' && value < 0) || undefined}
      className={styles.cell}
    >
      {column.render && !isTotal ? column.render(row as T) : <Value value={value} kind={kind} />}
    </Tag>
  );
}

/**
 * A read-only table for date-range reports: a visible title naming it, typed columns (money
 * in integer cents shows as US dollars, negative amounts in red), an optional totals row in the
 * table's footer, an empty state and headings that stay in view while a long report scrolls. It is
 * plain table markup, read by screen readers as a table; it takes the keyboard's focus only when
 * it scrolls, so its rows can be scrolled without a mouse. It prints on its own: full width, no
 * frame, every row, headings repeated on each page.
 */
export function ReportTable<T extends object>({
  caption,
  columns,
  rows,
  totals,
  totalsLabel = 'Total',
  getRowKey = (_, index) => index,
  emptyState = 'No data for this period.',
  maxHeight,
  className,
  style,
}: ReportTableProps<T>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // A scrolling box must be reachable by keyboard to be scrolled, so it becomes a focusable,
  // named region only while its content overflows.
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () =>
      setScrolls(box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const empty = rows.length === 0;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={style}>
      {/*
        The title sits outside the scroll box, not in a <caption>: a caption is as wide as its
        table and scrolls with it, so a wide or long report would push its own title out of view.
        It names the table (and the scroll region) through aria-labelledby instead.
      */}
      <div id={captionId} className={styles.caption}>
        {caption}
      </div>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the name comes with the region role, both only while the box scrolls. */}
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={maxHeight ? { maxHeight } : undefined}
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? captionId : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-align={alignOf(column.kind ?? 'text')}
                  className={styles.columnHeader}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={getRowKey(row, index)} className={styles.row}>
                  {columns.map((column, columnIndex) => (
                    <Cell
                      key={column.key}
                      column={column}
                      row={row}
                      isRowHeader={columnIndex === 0}
                    />
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {totals && !empty && (
            <tfoot className={styles.totals}>
              <tr>
                {columns.map((column, columnIndex) =>
                  columnIndex === 0 ? (
                    <th key={column.key} scope="row" data-align="start" className={styles.cell}>
                      {totalsLabel}
                    </th>
                  ) : column.key in totals ? (
                    <Cell
                      key={column.key}
                      column={column}
                      row={totals}
                      isRowHeader={false}
                      isTotal
                    />
                  ) : (
                    <td key={column.key} className={styles.cell} />
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
