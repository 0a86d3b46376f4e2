import { useResourceRegistry } from '@backoffice/app-kit';
import { ListPagination } from '@backoffice/app-kit/components';
import {
  changeListState,
  effectiveSort,
  isNarrowed,
  ListFilters,
  type ListState,
  listApiQuery,
  listParams,
  type ResourceRow,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatMoney, MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { DataTable } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { depositsResource } from '../../resources/cash/deposits';
import { formatDay } from '../shared/days';
import { readListStateWithComputed } from '../shared/listState';
import * as screen from '../shared/screen.css';
import { useUndepositedCash } from './depositsApi';
import { RecordDepositDialog } from './RecordDepositDialog';

/**
 * `/jf-deposits`: the undeposited cash (amount and count, always shown, from the undeposited
 * cash endpoint) with "Record deposit", which opens the deposit's dialog on that cash; then the
 * deposits, newest first, filtered by day, sorted, with the total of every deposit the filter
 * matches. A row opens its deposit.
 */
export function DepositsListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListStateWithComputed(depositsResource, params), [params]);
  const answer = useRecords(depositsResource, listApiQuery(state));
  const cash = useUndepositedCash();
  const [recording, setRecording] = useState(false);
  const page = answer.data;
  const go = (next: ListState) => setParams(listParams(next));
  const sort = effectiveSort(depositsResource, state);
  const href = (row: ResourceRow) => pathFor('view-jf-deposit', { id: row.id });

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'deposited_on',
      title: 'Day',
      sortable: true,
      render: (row) => formatDay(String(row.deposited_on ?? '')),
    },
    {
      id: 'reference',
      title: 'Reference',
      isRowHeader: true,
      sortable: true,
      render: (row) => <Link href={href(row)}>{String(row.reference ?? '')}</Link>,
    },
    { id: 'account', title: 'Account', render: (row) => String(row.account ?? '') },
    { id: 'items', title: 'Items', align: 'end', render: (row) => String(row.items ?? 0) },
    {
      id: 'amount',
      title: 'Amount',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(Number(row.amount ?? 0)),
    },
  ];

  const empty = isNarrowed(state) ? (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="search" />}
      title="No deposits match"
      description="No deposit matches these filters."
      action={<Link href={pathFor('jf-deposits')}>Clear the filters</Link>}
    />
  ) : (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="receipt" />}
      title="No deposits yet"
      description="Cash taken to the bank shows here once it is recorded."
    />
  );

  return (
    <section className={screen.page} aria-label="Deposits">
      <section className={screen.panel} aria-labelledby="undeposited-heading">
        <h2 id="undeposited-heading" className={screen.panelHeading}>
          Undeposited cash
        </h2>
        {cash.error && !cash.data ? (
          <p role="alert" className={screen.alert}>
            {MESSAGES.general}
          </p>
        ) : !cash.data ? (
          <Skeleton height="2rem" />
        ) : (
          <dl className={screen.figures}>
            <div className={screen.grandFigure}>
              <dt>
                {cash.data.count} cash {cash.data.count === 1 ? 'item' : 'items'} not deposited
              </dt>
              <dd>{formatMoney(cash.data.amount)}</dd>
            </div>
          </dl>
        )}
        <div className={screen.actions}>
          <Button
            onPress={() => setRecording(true)}
            isDisabled={!cash.data || cash.data.count === 0}
          >
            Record deposit
          </Button>
        </div>
      </section>
      <ListFilters
        resource={depositsResource}
        filters={['deposited_on']}
        values={state.filter}
        onChange={(name, value) => go(withFilter(state, name, value))}
      />
      {answer.error && !page ? (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      ) : (
        <DataTable
          aria-label="Deposits"
          columns={columns}
          rows={page?.items ?? []}
          isLoading={!page}
          loadingRowCount={6}
          emptyState={empty}
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
          onRowAction={(key) => void navigate(pathFor('view-jf-deposit', { id: String(key) }))}
          footer={
            page && (
              <>
                {page.totals?.amount !== undefined && page.total > 0 && (
                  <p className={screen.muted}>
                    Deposited in all: <strong>{formatMoney(page.totals.amount)}</strong>
                  </p>
                )}
                <ListPagination page={page} onPageChange={(next) => go({ ...state, page: next })} />
              </>
            )
          }
        />
      )}
      {recording && cash.data && (
        <RecordDepositDialog
          items={cash.data.items}
          onClose={() => setRecording(false)}
          onSaved={() => void cash.mutate()}
        />
      )}
    </section>
  );
}
