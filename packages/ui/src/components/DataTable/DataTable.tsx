import type { CSSProperties, ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  type Key,
  Row,
  Table,
  TableBody,
  TableHeader,
  type TableProps,
} from 'react-aria-components';
import { vars } from '../../theme/vars.css';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';

/** How one column of a DataTable is titled, sized, aligned, sorted and filled. */
export interface DataTableColumn<T> {
  /** Stable id; it is also the `column` of the sort descriptor and the default cell field. */
  id: string;
  /** Column heading; also the column's accessible name. */
  title: string;
  /** Lets the user sort by this column (the caller sorts the rows in `onSortChange`). */
  sortable?: boolean;
  /** Horizontal alignment of heading and cells; use `end` for amounts. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** CSS width (and minimum width) of the column, e.g. `'8rem'`; otherwise it sizes to content. */
  width?: string;
  /** Marks the column that names each row for screen readers. @default the first column */
  isRowHeader?: boolean;
  /** Renders the cell for a row; without it the row's field named `id` is shown as text. */
  render?: (row: T) => ReactNode;
}

export interface DataTableProps<T extends object>
  extends Omit<TableProps, 'children' | 'className' | 'style' | 'render'> {
  /** Column definitions, in display order. */
  columns: DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** Returns a row's unique key. @default row => row.id */
  getRowId?: (row: T) => Key;
  /** Shows skeleton rows instead of `rows` and marks the table busy. @default false */
  isLoading?: boolean;
  /** How many skeleton rows stand in while loading. @default 5 */
  loadingRowCount?: number;
  /** Shown across the table body when there are no rows. @default 'No results' */
  emptyState?: ReactNode;
  /** Keeps the column headings visible while the body scrolls. @default true */
  stickyHeader?: boolean;
  /** CSS max height of the scroll area; past it the body scrolls under the header. */
  maxHeight?: string;
  /** Content under the table inside the same frame, typically the Pagination. */
  footer?: ReactNode;
  /** Extra class on the outer frame. */
  className?: string;
  /** Inline style on the outer frame. */
  style?: CSSProperties;
}

/** Varied line lengths so skeleton rows read as text, not as a grid of bars. */
const skeletonWidths = ['80%', '55%', '65%'];

const defaultRowId = (row: object): Key => (row as { id: Key }).id;

function defaultCell(row: object, field: string): ReactNode {
  const value = (row as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

function SortIndicator({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const name =
    direction === 'ascending' ? 'chevron-up' : direction === 'descending' ? 'chevron-down' : 'sort';
  return <Icon name={name} className={styles.sortIcon} data-direction={direction ?? 'none'} />;
}

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * A data grid on react-aria's Table: sortable columns, optional row selection with checkboxes,
 * row actions, skeleton rows while loading, an empty state and a sticky header. Arrow keys move
 * between rows and cells, Enter runs the row action, Space toggles selection. Sorting and
 * paging are the caller's: it passes the current page's rows and the sort descriptor.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  isLoading = false,
  loadingRowCount = 5,
  emptyState = 'No results',
  stickyHeader = true,
  maxHeight,
  footer,
  className,
  style,
  selectionMode = 'none',
  disabledKeys,
  disabledBehavior,
  onRowAction,
  ...tableProps
}: DataTableProps<T>) {
  const selectable = selectionMode !== 'none';
  const rowHeaderId = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const skeletonIds = Array.from(
    { length: isLoading ? loadingRowCount : 0 },
    (_, i) => `skeleton-${i}`,
  );

  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={style}
      aria-busy={isLoading || undefined}
    >
      <div className={styles.scroll} style={maxHeight ? { maxHeight } : undefined}>
        <Table
          {...tableProps}
          selectionMode={selectionMode}
          onRowAction={isLoading ? undefined : onRowAction}
          disabledKeys={isLoading ? skeletonIds : disabledKeys}
          disabledBehavior={isLoading ? 'all' : disabledBehavior}
          data-sticky={stickyHeader || undefined}
          data-actionable={onRowAction && !isLoading ? true : undefined}
          className={styles.table}
        >
          <TableHeader className={styles.header}>
            {selectable && (
              <Column id="__selection" className={styles.selectionColumn}>
                {selectionMode === 'multiple' ? (
                  <SelectionCheckbox />
                ) : (
                  <span className={styles.visuallyHidden}>Select</span>
                )}
              </Column>
            )}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={column.sortable}
                textValue={column.title}
                data-align={column.align ?? 'start'}
                style={column.width ? { width: column.width, minWidth: column.width } : undefined}
                className={styles.column}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    <span>{column.title}</span>
                    {allowsSorting && <SortIndicator direction={sortDirection} />}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className={styles.body}
            renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
          >
            {isLoading
              ? skeletonIds.map((id, rowIndex) => (
                  <Row key={id} id={id} className={styles.row} textValue="Loading">
                    {selectable && (
                      <Cell className={styles.cell}>
                        <Skeleton
                          variant="block"
                          width={vars.fontSize.md}
                          height={vars.fontSize.md}
                        />
                      </Cell>
                    )}
                    {columns.map((column, columnIndex) => (
                      <Cell
                        key={column.id}
                        className={styles.cell}
                        data-align={column.align ?? 'start'}
                      >
                        <Skeleton width={skeletonWidths[(rowIndex + columnIndex) % 3]} />
                        {column.id === rowHeaderId && (
                          <span className={styles.visuallyHidden}>Loading</span>
                        )}
                      </Cell>
                    ))}
                  </Row>
                ))
              : rows.map((row) => {
                  const id = getRowId(row);
                  return (
                    <Row key={id} id={id} className={styles.row}>
                      {selectable && (
                        <Cell className={styles.cell}>
                          <SelectionCheckbox />
                        </Cell>
                      )}
                      {columns.map((column) => (
                        <Cell
                          key={column.id}
                          className={styles.cell}
                          data-align={column.align ?? 'start'}
                        >
                          {column.render ? column.render(row) : defaultCell(row, column.id)}
                        </Cell>
                      ))}
                    </Row>
                  );
                })}
          </TableBody>
        </Table>
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {isLoading ? 'Loading' : ''}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
