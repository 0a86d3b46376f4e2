import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Key, Selection, TableProps } from 'react-aria-components';
import { flushSync } from 'react-dom';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import {
  INTERACTIVE_TABLE_PRELOAD_MS,
  interactiveTableLoaded,
  loadInteractiveTable,
} from './interactiveTable';
import { ReadingTable } from './ReadingTable';
import { CellValue } from './tableParts';

export type { DataTableColumn } from './DataTableColumn';

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

const defaultRowId = (row: object): Key => (row as { id: Key }).id;

/** A selection as react-aria takes it ('all' or keys) as the set both tables read. */
function asSelection(keys: 'all' | Iterable<Key> | undefined): Selection {
  if (keys === 'all') return 'all';
  return keys instanceof Set ? keys : new Set(keys ?? []);
}

/** The heading's checkbox: it ticks the rows the table holds, which is one page of a list. */
const SELECT_ALL_LABEL = 'Select all rows on this page';
/** What a key pressed while the interactive table's file comes was: it is pressed again after. */
type PendingKey = Pick<
  KeyboardEventInit,
  'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat'
>;

/**
 * Presses the keys again, each on what has the focus by then (a row of the interactive table),
 * one per task: the table moves its focus after drawing, in an effect of the key before.
 */
async function pressAgain(keys: readonly PendingKey[]) {
  for (const key of keys) {
    const target = document.activeElement ?? document.body;
    const init = { ...key, bubbles: true, cancelable: true, composed: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    target.dispatchEvent(new KeyboardEvent('keyup', init));
    await new Promise((resolve) => setTimeout(resolve));
  }
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
 * A paged table first draws as plain markup (ReadingTable: its headings and skeleton rows while
 * its first rows load, then its rows): the same grid to see, to read and to press, at a fraction
 * of the interactive table's cost. The interactive table takes its place, for good, when the keyboard comes in. Its
 * file is fetched a second after the rows show (at once for `scroll`, which draws with it); keys
 * pressed before it has come are pressed again in it.
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
  // The interactive table's file: asked for at once by a scrolling table, which draws with it,
  // and a moment after a paged table's rows have shown, so that it has come before the keyboard.
  const [Interactive, setInteractiveTable] = useState(interactiveTableLoaded);
  useEffect(() => {
    if (Interactive) return;
    let current = true;
    if (scroll) {
      loadInteractiveTable().then(
        (component) => current && setInteractiveTable(() => component),
        () => {
          // Not reached (the network is down): the table stays as it is.
        },
      );
      return () => {
        current = false;
      };
    }
    if (isLoading) return;
    const timer = setTimeout(
      () => loadInteractiveTable().catch(() => undefined),
      INTERACTIVE_TABLE_PRELOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [Interactive, scroll, isLoading]);

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
  /**
   * The keys pressed in the table while the interactive table's file is on its way, to be pressed
   * again in it; null when none is awaited.
   */
  const pendingKeys = useRef<PendingKey[] | null>(null);
  const onKey = (event: KeyboardEvent) => {
    const pending = pendingKeys.current;
    if (pending && event.key !== 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'keydown') {
        const { key, code, shiftKey, ctrlKey, altKey, metaKey, repeat } = event;
        pending.push({ key, code, shiftKey, ctrlKey, altKey, metaKey, repeat });
      }
      return;
    }
    if (event.type === 'keydown') enterOpens(event);
  };
  const frame = useRef<HTMLDivElement>(null);
  const keyListener = useRef(onKey);
  keyListener.current = onKey;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => keyListener.current(event);
    element.addEventListener('keydown', listener, true);
    element.addEventListener('keyup', listener, true);
    return () => {
      element.removeEventListener('keydown', listener, true);
      element.removeEventListener('keyup', listener, true);
    };
  }, []);

  /** The interactive table drawn at once, and the focus on the same row in it (else the grid). */
  const showInteractive = (component: NonNullable<typeof Interactive>, rowKey: string | null) => {
    flushSync(() => {
      setInteractiveTable(() => component);
      setInteractive(true);
    });
    const grid = frame.current?.querySelector<HTMLElement>('[role="grid"]');
    const row = rowKey
      ? grid?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(rowKey)}"]`)
      : null;
    (row ?? grid)?.focus();
  };
  // The keyboard came into the reading table: the interactive one takes its place in the same
  // event when its file is here. Otherwise the keys pressed meanwhile wait for it and are pressed
  // again in it, unless the focus has left the table by then.
  const goLive = (rowKey: string | null) => {
    const ready = interactiveTableLoaded();
    if (ready) {
      showInteractive(ready, rowKey);
      return;
    }
    if (pendingKeys.current) return;
    pendingKeys.current = [];
    loadInteractiveTable().then(
      (component) => {
        const keys = pendingKeys.current ?? [];
        pendingKeys.current = null;
        if (!frame.current?.contains(document.activeElement)) {
          flushSync(() => setInteractiveTable(() => component));
          return;
        }
        showInteractive(component, rowKey);
        void pressAgain(keys);
      },
      () => {
        pendingKeys.current = null;
      },
    );
  };

  const waitingForInteractive = live && !Interactive;
  let table: ReactNode;
  if (live && Interactive) {
    table = (
      <Interactive
        {...tableProps}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        rowHeaderId={rowHeaderId}
        isLoading={isLoading}
        loadingRowCount={loadingRowCount}
        emptyState={emptyState}
        stickyHeader={stickyHeader}
        maxHeight={maxHeight}
        scroll={scroll}
        rowHeight={rowHeight}
        onLoadMore={onLoadMore}
        isLoadingMore={isLoadingMore}
        selectionMode={selectionMode}
        selectedKeys={selection}
        onSelectionChange={changeSelection}
        onRowAction={rowAction}
        disabledKeys={disabledKeys}
        disabledBehavior={disabledBehavior}
        selectAllLabel={SELECT_ALL_LABEL}
      />
    );
  } else {
    // The same table while the first rows load and once they have come: React keeps its
    // headings, and adds the rows.
    table = (
      <ReadingTable
        isLoading={isLoading || waitingForInteractive}
        loadingRowCount={loadingRowCount}
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
    );
  }

  const busy = isLoading || waitingForInteractive;
  return (
    <div
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={style}
      aria-busy={busy || undefined}
    >
      {scroll && Interactive ? (
        table
      ) : (
        <div className={styles.scroll} style={maxHeight ? { maxHeight } : undefined}>
          {table}
        </div>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {busy ? 'Loading' : ''}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
