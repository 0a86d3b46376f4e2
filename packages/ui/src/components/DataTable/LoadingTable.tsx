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
 * The table as it first shows while its rows load: the headings and skeleton rows drawn as plain
 * markup with the interactive table's styles. The interactive table takes its place when the
 * rows come; until then nothing in it can be focused or pressed, and the page's first screen is
 * spared the interactive table's work.
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
        {Array.from({ length: rowCount }, (_, rowIndex) => (
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
