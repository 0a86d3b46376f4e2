import { MESSAGES, type Page, type ResourceDefinition } from '@backoffice/contract';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import type { ReactNode } from 'react';
import { AlertMessage } from '../../components/AlertMessage';
import { ListPagination } from '../../components/ListPagination';
import { changeListState, effectiveSort, type ListState } from '../lib/listState';

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
  /** Moves the list to another state (sort, page), kept in the address. */
  go: (state: ListState) => void;
  emptyState: ReactNode;
  loadingRowCount: number;
  /** Opens a row's record, by its id. */
  onOpen: (id: string) => void;
  /** Shown above the pagination once the page is in: the totals of the list, say. */
  summary?: (page: Page<T>) => ReactNode;
}

/**
 * The table of a list screen: its rows with the sort and the page of the list's state, skeleton
 * rows while it loads, its empty state, the general message when it fails, rows opened by
 * keyboard, and the pagination under it (with the list's summary above it, if any).
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { page, state, go, summary } = props;
  if (props.failed && !page) {
    return props.failure ?? <AlertMessage>{MESSAGES.general}</AlertMessage>;
  }
  const sort = effectiveSort(props.resource, state);
  const pagination = page && (
    <ListPagination page={page} onPageChange={(next) => go({ ...state, page: next })} />
  );
  return (
    <DataTable
      aria-label={props.label}
      columns={props.columns}
      rows={page?.items ?? []}
      isLoading={!page}
      loadingRowCount={props.loadingRowCount}
      emptyState={props.emptyState}
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
  );
}
