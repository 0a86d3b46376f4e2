import { useEffect, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import {
  PlainColumnHeading,
  SELECTION_COLUMN_WIDTH,
  SelectionSkeleton,
  SkeletonCellContent,
} from './tableParts';

export interface LoadingTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  rowCount: number;
  selectable: boolean;
  sortDescriptor?: SortDescriptor;
  stickyHeader: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * How long a table's first rows may take before skeleton rows stand in for them. Rows that come
 * sooner (a first visit's rows, asked for beside the page's files, usually do) replace a body
 * that was empty for a moment rather than a flash of skeleton rows, and the page is spared
 * drawing and then removing a few hundred elements while it is busiest.
 */
export const SKELETON_ROWS_DELAY_MS = 400;

/** False, then true once `ms` have passed since the first draw. */
function useShownAfter(ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown;
}

/**
 * The table as it first shows while its rows load: the headings and skeleton rows drawn as plain
 * markup with the interactive table's styles. The interactive table takes its place when the
 * rows come; until then nothing in it can be focused or pressed, and the page's first screen is
 * spared the interactive table's work. The skeleton rows come after `SKELETON_ROWS_DELAY_MS`.
 */
export function LoadingTable<T>({
  columns,
  rowHeaderId,
  rowCount,
  selectable,
  sortDescriptor,
  stickyHeader,
  ...labels
}: LoadingTableProps<T>) {
  const rowsShown = useShownAfter(SKELETON_ROWS_DELAY_MS);
  return (
    <table {...labels} className={styles.table} data-sticky={stickyHeader || undefined}>
      <thead className={styles.header}>
        <tr>
          {selectable && (
            <th className={styles.selectionColumn} style={{ width: SELECTION_COLUMN_WIDTH }}>
              <span className={styles.checkbox} data-disabled aria-hidden="true">
                <span className={styles.checkboxBox} />
              </span>
              <span className={styles.visuallyHidden}>Select</span>
            </th>
          )}
          {columns.map((column) => (
            <PlainColumnHeading key={column.id} column={column} sortDescriptor={sortDescriptor} />
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {Array.from({ length: rowsShown ? rowCount : 0 }, (_, rowIndex) => (
          // Placeholder rows are alike but for their place, which is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <tr key={rowIndex} className={styles.row}>
            {selectable && (
              <td className={styles.cell}>
                <SelectionSkeleton />
              </td>
            )}
            {columns.map((column, columnIndex) => (
              <td key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
                <SkeletonCellContent
                  rowIndex={rowIndex}
                  columnIndex={columnIndex}
                  isRowHeader={column.id === rowHeaderId}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
