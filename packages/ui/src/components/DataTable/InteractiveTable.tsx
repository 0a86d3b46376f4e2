import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  TableLoadMoreItem,
  type TableProps,
  Virtualizer,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import {
  CellValue,
  SELECTION_COLUMN_WIDTH,
  SelectionSkeleton,
  SkeletonCellContent,
  SortIndicator,
} from './tableParts';

export interface InteractiveTableProps<T extends object>
  extends Omit<
    TableProps,
    | 'children'
    | 'className'
    | 'style'
    | 'render'
    | 'selectedKeys'
    | 'onSelectionChange'
    | 'onRowAction'
    | 'disabledKeys'
  > {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  rowHeaderId: string | undefined;
  isLoading: boolean;
  loadingRowCount: number;
  emptyState: ReactNode;
  stickyHeader: boolean;
  maxHeight: string | undefined;
  scroll: boolean;
  rowHeight: number;
  onLoadMore: (() => void) | undefined;
  isLoadingMore: boolean;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  onRowAction: ((key: Key) => void) | undefined;
  disabledKeys: Iterable<Key> | undefined;
  selectAllLabel: string;
}

/**
 * A row's checkbox ("Select" and the row's title, from react-aria's labelling) or the heading's
 * select-all one.
 */
function SelectionCheckbox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" className={styles.checkbox} aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
        </span>
      )}
    </Checkbox>
  );
}

const HEADING_HEIGHT = 36;
const REM = 16;

/** A column's CSS width as the virtualized layout takes it (pixels), when it can tell. */
function layoutWidth(width: string | undefined): number | undefined {
  const match = width ? /^(\d+(?:\.\d+)?)(rem|px)$/.exec(width) : null;
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 'rem' ? REM : 1);
}

/**
 * The DataTable's interactive table, on react-aria's Table: arrow keys between rows and cells,
 * Enter for the row's action, Space for its selection, and with `scroll` only the rows in view in
 * the page (react-aria's `Virtualizer` with a `TableLayout`). It is a file of its own
 * (`interactiveTable.ts` loads it), fetched after the first screen: a paged table first draws as
 * plain markup, and this takes its place when the keyboard comes in.
 */
export function InteractiveTable<T extends object>({
  columns,
  rows,
  getRowId,
  rowHeaderId,
  isLoading,
  loadingRowCount,
  emptyState,
  stickyHeader,
  maxHeight,
  scroll,
  rowHeight,
  onLoadMore,
  isLoadingMore,
  selectionMode = 'none',
  selectedKeys: selection,
  onSelectionChange: changeSelection,
  onRowAction: rowAction,
  disabledKeys,
  disabledBehavior,
  selectAllLabel,
  ...tableProps
}: InteractiveTableProps<T>) {
  const selectable = selectionMode !== 'none';
  const skeletonIds = Array.from(
    { length: isLoading ? loadingRowCount : 0 },
    (_, i) => `skeleton-${i}`,
  );
  const table = (
    <Table
      {...tableProps}
      selectionMode={selectionMode}
      selectedKeys={selection}
      onSelectionChange={changeSelection}
      onRowAction={rowAction}
      disabledKeys={isLoading ? skeletonIds : disabledKeys}
      disabledBehavior={isLoading ? 'all' : disabledBehavior}
      data-sticky={stickyHeader || undefined}
      data-actionable={rowAction ? true : undefined}
      data-scroll={scroll || undefined}
      className={scroll ? styles.scrollTable : styles.table}
      style={scroll ? { maxHeight: maxHeight ?? '70vh' } : undefined}
    >
      <TableHeader className={styles.header}>
        {selectable && (
          <Column
            id="__selection"
            width={SELECTION_COLUMN_WIDTH}
            className={styles.selectionColumn}
          >
            {selectionMode === 'multiple' ? (
              <SelectionCheckbox label={selectAllLabel} />
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
            width={scroll ? layoutWidth(column.width) : undefined}
            minWidth={scroll ? 96 : undefined}
            style={
              !scroll && column.width ? { width: column.width, minWidth: column.width } : undefined
            }
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
                    <SelectionSkeleton />
                  </Cell>
                )}
                {columns.map((column, columnIndex) => (
                  <Cell
                    key={column.id}
                    className={styles.cell}
                    data-align={column.align ?? 'start'}
                  >
                    <SkeletonCellContent
                      rowIndex={rowIndex}
                      columnIndex={columnIndex}
                      isRowHeader={column.id === rowHeaderId}
                    />
                  </Cell>
                ))}
              </Row>
            ))
          : null}
        {!isLoading && (
          // Rows are built once per row object while the columns stay the same (loading the
          // next rows of a scrolling table builds only those), and a cell's content renders
          // only when the cell is in the page.
          <Collection items={rows} dependencies={[columns, selectable, getRowId]}>
            {(row) => (
              <Row id={getRowId(row)} className={styles.row}>
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
                    <CellValue column={column} row={row} />
                  </Cell>
                ))}
              </Row>
            )}
          </Collection>
        )}
        {onLoadMore && !isLoading && (
          <TableLoadMoreItem
            onLoadMore={onLoadMore}
            isLoading={isLoadingMore}
            className={styles.loadingMore}
          >
            Loading more rows…
          </TableLoadMoreItem>
        )}
      </TableBody>
    </Table>
  );
  if (!scroll) return table;
  return (
    <Virtualizer
      layout={TableLayout}
      layoutOptions={{ rowHeight, headingHeight: HEADING_HEIGHT, loaderHeight: rowHeight }}
    >
      {table}
    </Virtualizer>
  );
}
