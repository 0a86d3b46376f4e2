import { useResourceRegistry } from '@backoffice/app-kit';
import {
  isNarrowed,
  ListEmptyState,
  ListFilters,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  type ResourceRow,
  readListState,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatDay, formatMoney, MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { depositsResource } from '../../resources/cash/deposits';
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
  const state = useMemo(() => readListState(depositsResource, params), [params]);
  const answer = useRecords(depositsResource, listApiQuery(state));
  const cash = useUndepositedCash();
  const [recording, setRecording] = useState(false);
  const page = answer.data;
  const go = (next: ListState) => setParams(listParams(next));
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

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="deposits"
      noMatch="No deposit matches these filters."
      clearHref={pathFor('jf-deposits')}
      clearLabel="Clear the filters"
      icon="receipt"
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
      <ListTable
        label="Deposits"
        resource={depositsResource}
        columns={columns}
        page={page}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={empty}
        loadingRowCount={6}
        onOpen={(id) => void navigate(pathFor('view-jf-deposit', { id }))}
        summary={(shown) =>
          shown.totals?.amount !== undefined &&
          shown.total > 0 && (
            <p className={screen.muted}>
              Deposited in all: <strong>{formatMoney(shown.totals.amount)}</strong>
            </p>
          )
        }
      />
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
