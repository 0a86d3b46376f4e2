import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
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
import { flushSync } from 'react-dom';
import { Icon } from '../Icon';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import { LoadingTable } from './LoadingTable';
import { ReadingTable } from './ReadingTable';

export type { DataTableColumn } from './DataTableColumn';

import {
  SELECTION_COLUMN_WIDTH,
  SelectionSkeleton,
  SkeletonCellContent,
  SortIndicator,
} from './tableParts';

/** How one column of a DataTable is titled, sized, aligned, sorted and filled. */

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
  /**
   * Renders only the rows in view (react-aria's `Virtualizer` with a `TableLayout`): for long
   * pages, hundreds or thousands of rows. Rows are one line of `rowHeight` pixels (longer text
   * is cut with an ellipsis), the header stays on top, and the table scrolls inside `maxHeight`
   * (default `70vh`). @default false
   */
  scroll?: boolean;
  /** The height of each row in `scroll` mode, in pixels. @default 40 */
  rowHeight?: number;
  /**
   * Called as the user nears the end of the rows (within one table height), to load more of
   * them; `isLoadingMore` shows a loading row at the end meanwhile.
   */
  onLoadMore?: () => void;
  /** More rows are on their way (after `onLoadMore`). @default false */
  isLoadingMore?: boolean;
  /** Content under the table inside the same frame, typically the Pagination. */
  footer?: ReactNode;
  /** Extra class on the outer frame. */
  className?: string;
  /** Inline style on the outer frame. */
  style?: CSSProperties;
}

/** Varied line lengths so skeleton rows read as text, not as a grid of bars. */
const defaultRowId = (row: object): Key => (row as { id: Key }).id;

function defaultCell(row: object, field: string): ReactNode {
  const value = (row as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/** A selection as react-aria takes it ('all' or keys) as the set both tables read. */
function asSelection(keys: 'all' | Iterable<Key> | undefined): Selection {
  if (keys === 'all') return 'all';
  return keys instanceof Set ? keys : new Set(keys ?? []);
}

/** A cell's content, rendered when the cell is (not when the table's rows are listed). */
function CellValue<T extends object>({ column, row }: { column: DataTableColumn<T>; row: T }) {
  return <>{column.render ? column.render(row) : defaultCell(row, column.id)}</>;
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

/** The heading's checkbox: it ticks the rows the table holds, which is one page of a list. */
const SELECT_ALL_LABEL = 'Select all rows on this page';
const HEADING_HEIGHT = 36;
const REM = 16;

/** A column's CSS width as the virtualized layout takes it (pixels), when it can tell. */
function layoutWidth(width: string | undefined): number | undefined {
  const match = width ? /^(\d+(?:\.\d+)?)(rem|px)$/.exec(width) : null;
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 'rem' ? REM : 1);
}

/**
 * A data grid on react-aria's Table: sortable columns, optional row selection with checkboxes,
 * row actions, skeleton rows while loading, an empty state and a sticky header. Arrow keys move
 * between rows and cells, Enter runs the row action, Space toggles selection. Sorting and
 * paging are the caller's: it passes the current page's rows and the sort descriptor. With
 * `scroll` only the rows in view are in the page, so a thousand rows render as fast as twenty;
 * the grid still tells screen readers how many rows it has (`aria-rowcount`) and where each
 * one is (`aria-rowindex`).
 *
 * A paged table first draws as plain markup (LoadingTable while its first rows load, then
 * ReadingTable): the same grid to see, to read and to press, at a fraction of the interactive
 * table's cost. The interactive table takes its place, for good, when the keyboard comes in.
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
  scroll = false,
  rowHeight = 40,
  onLoadMore,
  isLoadingMore = false,
  footer,
  className,
  style,
  selectionMode = 'none',
  disabledKeys,
  disabledBehavior,
  onRowAction,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  ...tableProps
}: DataTableProps<T>) {
  const selectable = selectionMode !== 'none';
  // A paged table reads as plain markup until the keyboard comes in; then the interactive
  // table stays (its own skeleton rows stand in while a later page loads), so focus on its
  // headings or rows is never lost to a reload.
  const [interactive, setInteractive] = useState(false);
  const live = interactive || scroll;
  // Selection the caller leaves to the table is kept here, so that both tables show the same.
  const [ownSelection, setOwnSelection] = useState<Selection>(() =>
    asSelection(defaultSelectedKeys),
  );
  const selection = selectedKeys === undefined ? ownSelection : asSelection(selectedKeys);
  const changeSelection = (keys: Selection) => {
    if (selectedKeys === undefined) setOwnSelection(keys);
    onSelectionChange?.(keys);
  };
  const rowHeaderId = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const skeletonIds = Array.from(
    { length: isLoading ? loadingRowCount : 0 },
    (_, i) => `skeleton-${i}`,
  );

  const rowAction = isLoading ? undefined : onRowAction;
  /**
   * Enter on a row (or a cell without a control of its own) opens it, ticked rows or not:
   * react-aria would tick it instead once any row is ticked. Taken before the row sees it.
   */
  const enterOpens = (event: KeyboardEvent) => {
    if (!rowAction || event.key !== 'Enter') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as Element;
    if (!target.matches('[role="row"], [role="gridcell"], [role="rowheader"]')) return;
    const key = target.closest('[role="row"]')?.getAttribute('data-key');
    const row = key == null ? undefined : rows.find((item) => String(getRowId(item)) === key);
    if (!row) return;
    event.preventDefault();
    event.stopPropagation();
    rowAction(getRowId(row));
  };
  const frame = useRef<HTMLDivElement>(null);
  const onEnter = useRef(enterOpens);
  onEnter.current = enterOpens;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => onEnter.current(event);
    element.addEventListener('keydown', listener, true);
    return () => element.removeEventListener('keydown', listener, true);
  }, []);

  // The keyboard came into the reading table: the interactive one is drawn at once, in the same
  // event, and the focus goes to the same row in it (the grid itself when it has none).
  const goLive = (rowKey: string | null) => {
    flushSync(() => setInteractive(true));
    const grid = frame.current?.querySelector<HTMLElement>('[role="grid"]');
    const row = rowKey
      ? grid?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(rowKey)}"]`)
      : null;
    (row ?? grid)?.focus();
  };

  const table = !live ? (
    isLoading ? (
      <LoadingTable
        columns={columns}
        rowHeaderId={rowHeaderId}
        rowCount={loadingRowCount}
        selectable={selectable}
        sortDescriptor={tableProps.sortDescriptor}
        stickyHeader={stickyHeader}
        aria-label={tableProps['aria-label']}
        aria-labelledby={tableProps['aria-labelledby']}
      />
    ) : (
      <ReadingTable
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        rowHeaderId={rowHeaderId}
        renderCell={(column, row) => <CellValue column={column} row={row} />}
        emptyState={emptyState}
        stickyHeader={stickyHeader}
        selectionMode={selectionMode}
        selectedKeys={selection}
        onSelectionChange={changeSelection}
        disabledKeys={disabledKeys}
        disabledBehavior={disabledBehavior}
        sortDescriptor={tableProps.sortDescriptor}
        onSortChange={tableProps.onSortChange}
        onRowAction={rowAction}
        onKeyboardEntry={goLive}
        selectAllLabel={SELECT_ALL_LABEL}
        aria-label={tableProps['aria-label']}
        aria-labelledby={tableProps['aria-labelledby']}
      />
    )
  ) : (
    <Table
      {...tableProps}
      selectionMode={selectionMode}
      selectedKeys={selection}
      onSelectionChange={changeSelection}
      onRowAction={rowAction}
      disabledKeys={isLoading ? skeletonIds : disabledKeys}
      disabledBehavior={isLoading ? 'all' : disabledBehavior}
      data-sticky={stickyHeader || undefined}
      data-actionable={onRowAction && !isLoading ? true : undefined}
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
              <SelectionCheckbox label={SELECT_ALL_LABEL} />
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

  return (
    <div
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={style}
      aria-busy={isLoading || undefined}
    >
      {scroll ? (
        <Virtualizer
          layout={TableLayout}
          layoutOptions={{ rowHeight, headingHeight: HEADING_HEIGHT, loaderHeight: rowHeight }}
        >
          {table}
        </Virtualizer>
      ) : (
        <div className={styles.scroll} style={maxHeight ? { maxHeight } : undefined}>
          {table}
        </div>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {isLoading ? 'Loading' : ''}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
