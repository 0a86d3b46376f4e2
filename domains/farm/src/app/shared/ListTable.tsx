import { ListPagination } from '@backoffice/app-kit/components';
import { changeListState, effectiveSort, type ListState } from '@backoffice/app-kit/resources';
import { MESSAGES, type Page, type ResourceDefinition } from '@backoffice/contract';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import type { ReactNode } from 'react';
import * as screen from './screen.css';

export interface ListTableProps<T extends object> {
  /** The table's accessible name: `Sales`. */
  label: string;
  resource: ResourceDefinition;
  columns: DataTableColumn<T>[];
  /** The page on show; undefined while it loads. */
  page: Page<T> | undefined;
  /** The page could not be loaded (and none is on show). */
  failed: boolean;
  state: ListState;
  /** Moves the list to another state (sort, page), kept in the address. */
  go: (state: ListState) => void;
  emptyState: ReactNode;
  loadingRowCount: number;
  /** Opens a row's record, by its id. */
  onOpen: (id: string) => void;
}

/**
 * The table of a farm list: its rows with the sort and the page of the list's state, skeleton
 * rows while it loads, its empty state, the general message when it fails, rows opened by
 * keyboard, and the pagination under it.
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { page, state, go } = props;
  if (props.failed && !page) {
    return (
      <p role="alert" className={screen.alert}>
        {MESSAGES.general}
      </p>
    );
  }
  const sort = effectiveSort(props.resource, state);
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
        page && <ListPagination page={page} onPageChange={(next) => go({ ...state, page: next })} />
      }
    />
  );
}
