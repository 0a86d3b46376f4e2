import { MESSAGES, type Page, type ResourceDefinition } from '@backoffice/contract';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { type ReactNode, useDeferredValue, useMemo, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useInRouterContext } from 'react-router-dom';
import { BulkBar } from '../../bulk/BulkBar';
import { AlertMessage } from '../../components/AlertMessage';
import { ListPagination } from '../../components/ListPagination';
import type { SavedViewMenuProps } from '../../views/SavedViewMenu';
import {
  changeListState,
  effectiveSort,
  type ListState,
  listApiQuery,
  matchingQuery,
  scrollsRows,
  withPerPage,
} from '../lib/listState';
import { LIST_SHORTCUTS_ATTRIBUTE, useListShortcuts } from '../lib/useListShortcuts';
import * as styles from './ListTable.css';
import { ListViews } from './ListViews';
import { useListSelection } from './listSelection';
import { useListRenderMeasure } from './useListRenderMeasure';
import { useScrollPages } from './useScrollPages';

export interface ListTableProps<T extends object> {
  /** The table's accessible name: `Sales`. */
  label: string;
  resource: ResourceDefinition;
  columns: DataTableColumn<T>[];
  /** The page on show; undefined while it loads. */
  page: Page<T> | undefined;
  /** The page could not be loaded (and none is on show). */
  failed: boolean;
  /** What shows instead of the table when it failed. @default the general message, as an alert */
  failure?: ReactNode;
  state: ListState;
  /** Moves the list to another state (sort, page, page size), kept in the address. */
  go: (state: ListState) => void;
  /**
   * The query the screen asked the page with, when it adds to `listApiQuery(state)` (a scope
   * filter of its own): the scrolling table loads its next rows with it and a bulk action over
   * "all matching" sends it. @default listApiQuery(state)
   */
  apiQuery?: string;
  emptyState: ReactNode;
  loadingRowCount: number;
  /** Opens a row's record, by its id. */
  onOpen: (id: string) => void;
  /** Shown above the pagination once the page is in: the totals of the list, say. */
  summary?: (page: Page<T>) => ReactNode;
  /** Shown above the table, after the saved views and beside the bulk actions. */
  header?: ReactNode;
  /**
   * Offers the list's saved views ("Views" menu) above the table. They show only where the page
   * is the resource's own list screen, whose address query is the list's; never on a record's
   * page that lists the resource's rows (a customer's orders, a product's variants), nor
   * outside a router. `false` leaves them out anyway. @default true
   */
  savedViews?: boolean;
  /** The columns shown, saved with a view, and how to show a view's (a list with a column choice). */
  viewColumns?: SavedViewMenuProps['columns'];
  /**
   * Lets the user tick rows: to export them, and to delete them or run a bulk action when they
   * may. @default true
   */
  selectable?: boolean;
}

/**
 * The table of a list screen: its rows with the sort and the page of the list's state, skeleton
 * rows while it loads, its empty state, the general message when it fails, rows opened by
 * keyboard, and the pagination under it (with the list's summary above it, if any) with the
 * choice of page size. Rows can be ticked, to export them and, as the user may, to delete them
 * or run a bulk action: the bulk actions show above the table, beside the list's saved views. Large pages (250
 * rows and more) render only the rows in view; "All (scrolling)" loads the matching rows a
 * thousand at a time as the user scrolls. `/` goes to the list's search box and `n` opens its New screen (`useListShortcuts`).
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { state, go, summary, resource } = props;
  const page = useDeferredValue(props.page);
  const own = useRef<HTMLDivElement>(null);
  const routed = useInRouterContext();
  useListShortcuts(own);
  const apiQuery = props.apiQuery ?? listApiQuery(state);
  const matching = matchingQuery(apiQuery);
  const all = state.perPage === 'all';
  const scroll = scrollsRows(state.perPage);
  const more = useScrollPages(resource, apiQuery, page, all);
  const rows = useMemo(() => (all ? more.rows : (page?.items ?? [])), [all, more.rows, page]);
  const selection = useListSelection(matching);
  const selectable = props.selectable ?? true;
  useListRenderMeasure(page ? rows : undefined, scroll);

  if (props.failed && !page) {
    return props.failure ?? <AlertMessage>{MESSAGES.general}</AlertMessage>;
  }
  const sort = effectiveSort(resource, state);
  const shownKeys: Key[] = rows.map((row) => (row as { id: Key }).id);
  const pagination = page && (
    <ListPagination
      page={page}
      onPageChange={(next) => go({ ...state, page: next })}
      perPage={state.perPage}
      onPerPageChange={(perPage) => go(withPerPage(resource, state, perPage))}
      loaded={all ? rows.length : undefined}
    />
  );
  return (
    <div className={styles.list} {...{ [LIST_SHORTCUTS_ATTRIBUTE]: '' }} ref={own}>
      <div className={styles.header}>
        {routed && props.savedViews !== false && (
          <ListViews resource={resource} columns={props.viewColumns} />
        )}
        {props.header}
        {selectable && page && (
          <BulkBar
            resource={resource}
            selected={[...selection.keys].map(Number)}
            allOnPage={rows.length > 0 && shownKeys.every((key) => selection.keys.has(key))}
            pageCount={rows.length}
            total={page.total}
            query={matching}
            onClear={selection.clear}
          />
        )}
      </div>
      <DataTable
        aria-label={props.label}
        columns={props.columns}
        rows={rows}
        isLoading={!page}
        loadingRowCount={props.loadingRowCount}
        emptyState={props.emptyState}
        scroll={scroll}
        onLoadMore={all && more.nextPage !== null ? more.loadMore : undefined}
        isLoadingMore={more.loading}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={selection.keys}
        onSelectionChange={(keys) => selection.change(keys, shownKeys)}
        sortDescriptor={{
          column: sort.field,
          direction: sort.direction === 'asc' ? 'ascending' : 'descending',
        }}
        onSortChange={(descriptor) =>
          go(
            changeListState(state, {
              sort: String(descriptor.column),
              direction: descriptor.direction === 'descending' ? 'desc' : 'asc',
            }),
          )
        }
        onRowAction={(key) => props.onOpen(String(key))}
        footer={
          page && summary ? (
            <>
              {summary(page)}
              {pagination}
            </>
          ) : (
            pagination
          )
        }
      />
      {more.failed && <AlertMessage>{MESSAGES.general}</AlertMessage>}
    </div>
  );
}
