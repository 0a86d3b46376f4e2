import { type ReactNode, useId, useRef } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import * as styles from './DataTable.css';
import type { DataTableColumn } from './DataTableColumn';
import { SelectionBox } from './SelectionBox';
import { SkeletonRows } from './SkeletonRows';
import { PlainColumnHeading, SELECTION_COLUMN_WIDTH } from './tableParts';
import {
  isAllSelected,
  isSomeSelected,
  nextSort,
  selectAllToggled,
  selectionToggled,
} from './tableSelection';

export interface ReadingTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  rowHeaderId: string | undefined;
  renderCell: (column: DataTableColumn<T>, row: T) => ReactNode;
  emptyState: ReactNode;
  stickyHeader: boolean;
  selectionMode: 'none' | 'single' | 'multiple';
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** As react-aria's: 'all' also keeps disabled rows from their action; 'selection' does not. */
  disabledBehavior?: 'selection' | 'all';
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  onRowAction?: (key: Key) => void;
  /** Called when the keyboard comes into the table: the interactive table takes its place. */
  onKeyboardEntry: (rowKey: string | null) => void;
  selectAllLabel: string;
  /**
   * The first rows are on their way: the table shows its headings, then skeleton rows (see
   * `SkeletonRows`), and is not yet a grid (nothing in it can be focused or pressed).
   */
  isLoading?: boolean;
  /** How many skeleton rows stand in while loading. */
  loadingRowCount?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The interactive table's roles, which the reading table wears so that both read alike to
 * assistive technology (a grid of rows, the row header cell naming each row).
 */
const ROLE = {
  grid: { role: 'grid' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  gridcell: { role: 'gridcell' },
} as const;

/** What a press on one of these is its own: a row's press must leave it alone. */
const OWN_PRESS = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"]';

/**
 * The event happened in the table itself: React also brings here the events of what a cell
 * opens in a portal (a dialog, a menu), which are not the table's.
 */
const inTable = (event: React.SyntheticEvent) => event.currentTarget.contains(event.target as Node);

/** The keys that move around a grid: the interactive table answers them. */
const NAVIGATION_KEYS = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/**
 * The table as a page first shows its rows: the same grid (its roles, names, selection state,
 * sort order and styles) as plain markup, without react-aria's work per row and per cell, which
 * costs a phone a second on a page of rows. A pointer works in it as in the interactive table:
 * a row's press runs its action, a checkbox ticks its row, a sortable heading sorts. When the
 * keyboard comes in (a focus that no press brought, or an arrow key), `onKeyboardEntry` hands over
 * to the interactive table, which takes the focus on the same row.
 */
export function ReadingTable<T>({
  columns,
  rows,
  getRowId,
  rowHeaderId,
  renderCell,
  emptyState,
  stickyHeader,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  disabledKeys,
  disabledBehavior = 'all',
  sortDescriptor,
  onSortChange,
  onRowAction,
  onKeyboardEntry,
  selectAllLabel,
  isLoading = false,
  loadingRowCount = 5,
  ...labels
}: ReadingTableProps<T>) {
  const base = useId();
  /** A pointer is down in the table: the focus that comes with it is not the keyboard's. */
  const pressing = useRef(false);
  const selectable = selectionMode !== 'none';
  const disabled = new Set([...(disabledKeys ?? [])].map(String));
  const enabledKeys = rows.map(getRowId).filter((key) => !disabled.has(String(key)));
  const isSelected = (key: Key) => selectedKeys === 'all' || selectedKeys.has(key);
  const allSelected = isAllSelected(selectedKeys, enabledKeys);
  const rowKeyOf = (target: Element) => target.closest('tr[data-key]')?.getAttribute('data-key');
  const keyOf = (domKey: string) => rows.map(getRowId).find((key) => String(key) === domKey);

  /**
   * The row the keyboard lands on, as react-aria picks it: the row it came in on, else the
   * first ticked row (the last, or the last row, when it comes back from after the table), else
   * the first row.
   */
  const entryRow = (target: Element, from: Element | null, table: Element): string | null => {
    const own = rowKeyOf(target);
    if (own != null) return own;
    const all = rows.map(getRowId);
    const ticked = all.filter((key) => selectable && isSelected(key));
    const fromAfter =
      from !== null && (table.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) > 0;
    const key = fromAfter ? (ticked.at(-1) ?? all.at(-1)) : (ticked[0] ?? all[0]);
    return key === undefined ? null : String(key);
  };

  const toggle = (key: Key) =>
    onSelectionChange(selectionToggled(selectedKeys, key, selectionMode, enabledKeys));

  /** A press on a sortable heading sorts by its column, one on a row runs its action. */
  const onClick = (event: React.MouseEvent<HTMLTableElement>) => {
    if (!inTable(event)) return;
    const target = event.target as Element;
    const heading = target.closest('th[data-allows-sorting]')?.getAttribute('data-column');
    if (heading != null) {
      onSortChange?.(nextSort(sortDescriptor, heading));
      return;
    }
    if (target.closest(OWN_PRESS) || !target.closest('tbody')) return;
    const domKey = rowKeyOf(target);
    const key = domKey == null ? undefined : keyOf(domKey);
    if (key === undefined) return;
    const isDisabled = disabled.has(String(key));
    if (onRowAction) {
      if (!(isDisabled && disabledBehavior === 'all')) onRowAction(key);
    } else if (selectable && !isDisabled) {
      toggle(key);
    }
  };

  // A grid the keyboard can come into (Tab stops on it), as the interactive one; while the first
  // rows load, a plain table that nothing in can be focused or pressed.
  const gridProps = isLoading
    ? {}
    : {
        ...ROLE.grid,
        'aria-multiselectable': selectionMode === 'multiple' || undefined,
        tabIndex: 0,
        'data-actionable': onRowAction ? true : undefined,
        'data-hoverable': onRowAction || selectable ? true : undefined,
        // Capture: a pressable inside (a link, a button) keeps its pointerdown to itself.
        onPointerDownCapture: (event: React.PointerEvent) => {
          if (inTable(event)) pressing.current = true;
        },
        onPointerUpCapture: () => {
          pressing.current = false;
        },
        onFocus: (event: React.FocusEvent<HTMLTableElement>) => {
          if (!inTable(event)) return;
          // A press focuses the table too; the pointer works in this table, so it stays.
          if (pressing.current) {
            pressing.current = false;
            return;
          }
          onKeyboardEntry(entryRow(event.target, event.relatedTarget, event.currentTarget));
        },
        onClick,
        onKeyDown: (event: React.KeyboardEvent<HTMLTableElement>) => {
          if (!inTable(event) || !NAVIGATION_KEYS.has(event.key)) return;
          event.preventDefault();
          onKeyboardEntry(entryRow(event.target as Element, null, event.currentTarget));
        },
      };
  const rowgroup = isLoading ? {} : ROLE.rowgroup;
  // One table from the first load to the rows (React keeps its headings when the rows come, as
  // removing elements is what costs a page most while it starts).
  return (
    <table
      {...labels}
      {...gridProps}
      className={styles.table}
      data-sticky={stickyHeader || undefined}
    >
      <thead {...rowgroup} className={styles.header}>
        <tr {...(isLoading ? {} : ROLE.row)}>
          {selectable && (
            <th
              {...(isLoading ? {} : ROLE.columnheader)}
              className={styles.selectionColumn}
              style={isLoading ? { width: SELECTION_COLUMN_WIDTH } : undefined}
            >
              {/* While loading there are no rows to tick: the checkbox shows, disabled. */}
              {selectionMode === 'multiple' ? (
                <SelectionBox
                  label={selectAllLabel}
                  isSelected={allSelected}
                  isIndeterminate={!allSelected && isSomeSelected(selectedKeys)}
                  isDisabled={enabledKeys.length === 0}
                  onChange={() => onSelectionChange(selectAllToggled(allSelected))}
                />
              ) : (
                <span className={styles.visuallyHidden}>Select</span>
              )}
            </th>
          )}
          {columns.map((column) => (
            <PlainColumnHeading
              key={column.id}
              column={column}
              sortDescriptor={sortDescriptor}
              asGridHeading={!isLoading}
            />
          ))}
        </tr>
      </thead>
      <tbody {...rowgroup} className={styles.body}>
        {isLoading && (
          <SkeletonRows
            columns={columns}
            rowHeaderId={rowHeaderId}
            rowCount={loadingRowCount}
            selectable={selectable}
          />
        )}
        {!isLoading && rows.length === 0 && (
          <tr {...ROLE.row}>
            <td {...ROLE.rowheader} colSpan={columns.length + (selectable ? 1 : 0)}>
              <div className={styles.empty}>{emptyState}</div>
            </td>
          </tr>
        )}
        {!isLoading &&
          rows.map((row) => {
            const key = getRowId(row);
            const rowId = `${base}-${String(key)}`;
            const headerId = `${rowId}-header`;
            const selected = selectable && isSelected(key);
            const isDisabled = disabled.has(String(key));
            return (
              <tr
                key={String(key)}
                {...ROLE.row}
                className={styles.row}
                data-key={String(key)}
                tabIndex={-1}
                aria-labelledby={headerId}
                aria-selected={selectable ? selected : undefined}
                aria-disabled={isDisabled || undefined}
                data-selected={selected || undefined}
                data-disabled={isDisabled || undefined}
              >
                {selectable && (
                  <td {...ROLE.gridcell} className={styles.cell}>
                    <SelectionBox
                      id={`${rowId}-select`}
                      label="Select"
                      labelledBy={`${rowId}-select ${headerId}`}
                      isSelected={selected}
                      isDisabled={isDisabled}
                      onChange={() => toggle(key)}
                    />
                  </td>
                )}
                {columns.map((column) => {
                  const isHeader = column.id === rowHeaderId;
                  return (
                    <td
                      key={column.id}
                      id={isHeader ? headerId : undefined}
                      {...(isHeader ? ROLE.rowheader : ROLE.gridcell)}
                      className={styles.cell}
                      data-align={column.align ?? 'start'}
                    >
                      {renderCell(column, row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
      </tbody>
    </table>
  );
}
