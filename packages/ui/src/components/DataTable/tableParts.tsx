import type { ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { vars } from '../../theme/vars.css';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';

/** The width a selectable table gives its checkbox column, in pixels. */
export const SELECTION_COLUMN_WIDTH = 48;

/** Widths of the placeholder text in the skeleton rows, in turn. */
const SKELETON_WIDTHS = ['80%', '55%', '65%'];

/** A sortable column's arrow: up, down, or both while the column is not the sort. */
export function SortIndicator({
  direction,
}: {
  direction: 'ascending' | 'descending' | undefined;
}) {
  const name =
    direction === 'ascending' ? 'chevron-up' : direction === 'descending' ? 'chevron-down' : 'sort';
  return <Icon name={name} className={styles.sortIcon} data-direction={direction ?? 'none'} />;
}

function defaultCell(row: object, field: string): ReactNode {
  const value = (row as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/** A cell's content, rendered when the cell is (not when the table's rows are listed). */
export function CellValue<T extends object>({
  column,
  row,
}: {
  column: DataTableColumn<T>;
  row: T;
}) {
  return <>{column.render ? column.render(row) : defaultCell(row, column.id)}</>;
}

/** The checkbox's place in a skeleton row. */
export function SelectionSkeleton() {
  return <Skeleton variant="block" width={vars.fontSize.md} height={vars.fontSize.md} />;
}

/** A skeleton cell's placeholder text; the row's heading cell also says "Loading". */
export function SkeletonCellContent({
  rowIndex,
  columnIndex,
  isRowHeader,
}: {
  rowIndex: number;
  columnIndex: number;
  isRowHeader: boolean;
}) {
  return (
    <>
      <Skeleton width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length]} />
      {isRowHeader && <span className={styles.visuallyHidden}>Loading</span>}
    </>
  );
}

/**
 * A column's heading drawn as plain markup (the loading and the reading table), with the look
 * and the sort state of the interactive table's. `asGridHeading` gives it the grid's role and
 * its column's id, for the reading table.
 */
export function PlainColumnHeading<T>({
  column,
  sortDescriptor,
  asGridHeading = false,
}: {
  column: DataTableColumn<T>;
  sortDescriptor?: SortDescriptor;
  asGridHeading?: boolean;
}) {
  const direction =
    column.sortable && sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
  const grid = asGridHeading ? { role: 'columnheader', 'data-column': column.id } : {};
  return (
    <th
      {...grid}
      className={styles.column}
      data-align={column.align ?? 'start'}
      data-allows-sorting={column.sortable || undefined}
      data-sort-direction={direction}
      aria-sort={direction ?? (column.sortable ? 'none' : undefined)}
      style={column.width ? { width: column.width, minWidth: column.width } : undefined}
    >
      <span className={styles.columnContent}>
        <span>{column.title}</span>
        {column.sortable && <SortIndicator direction={direction} />}
      </span>
    </th>
  );
}
