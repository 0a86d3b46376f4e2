import { useEffect, useState } from 'react';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import { SelectionSkeleton, SkeletonCellContent } from './tableParts';

export interface SkeletonRowsProps<T> {
  columns: readonly DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  rowCount: number;
  selectable: boolean;
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
 * The reading table's body while its first rows load: nothing at first, then `rowCount` rows of
 * placeholder text once `SKELETON_ROWS_DELAY_MS` have passed.
 */
export function SkeletonRows<T>({
  columns,
  rowHeaderId,
  rowCount,
  selectable,
}: SkeletonRowsProps<T>) {
  const rowsShown = useShownAfter(SKELETON_ROWS_DELAY_MS);
  return Array.from({ length: rowsShown ? rowCount : 0 }, (_, rowIndex) => (
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
  ));
}
