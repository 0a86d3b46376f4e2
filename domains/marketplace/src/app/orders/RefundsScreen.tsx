import {
  changeListState,
  isNarrowed,
  ListEmptyState,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  RecordActions,
  RecordFields,
  readListState,
  SearchField,
  useRecord,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { Select } from '@backoffice/ui/Select';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refundsResource } from '../../resources/orders/refunds';
import { REFUND_STATUSES } from '../../resources/orders/states';
import { fieldColumns } from './columns';
import { statusBadge } from './orderLabels';
import * as styles from './orders.css';
import { StatusBadge } from './StatusBadge';

const COLUMNS = [
  'number',
  'store_order_id',
  'store_id',
  'customer_id',
  'requested_on',
  'amount',
  'status',
] as const;

const DETAILS = ['reason', 'requested_on', 'decided_on', 'decision_reason'] as const;

/**
 * `/settings/refunds`: customers' refund requests, requested ones first by default. Opening a
 * row (Enter or a click) shows the request with its Approve and Deny buttons (Deny asks for the
 * reason); the server refuses an approval above what is left to refund, and says by how much.
 */
export function RefundsScreen() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const read = readListState(refundsResource, params);
    return params.has('filter[status]') || params.has('all')
      ? read
      : { ...read, filter: { ...read.filter, status: 'requested' } };
  }, [params]);
  const answer = useRecords(refundsResource, listApiQuery(state));
  const [openId, setOpenId] = useState<number | null>(null);
  const go = (next: ListState) => {
    const kept = listParams(next);
    if (!next.filter.status) kept.set('all', '1');
    setParams(kept);
  };
  const status = typeof state.filter.status === 'string' ? state.filter.status : '';
  const rows = answer.data?.items ?? [];
  // The opened request as it is now: once decided it leaves the requested list, not the panel.
  const opened = useRecord(refundsResource, openId);
  const open = opened.data ?? rows.find((row) => row.id === openId) ?? null;
  const totals = answer.data?.totals as Record<string, number> | undefined;
  return (
    <section className={styles.page} aria-label="Refunds">
      <div className={styles.toolbar}>
        <SearchField
          label="Search number, order or customer"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <Select
          label="Status"
          options={[
            { value: '', name: 'Any status' },
            ...REFUND_STATUSES.map((value) => ({ value, name: statusBadge(value).label })),
          ]}
          value={status}
          onChange={(value) => go(withFilter(state, 'status', value ? String(value) : null))}
        />
        {totals?.amount !== undefined && (
          <p className={styles.muted} aria-live="polite">
            {answer.data?.total ?? 0} refunds, {formatMoney(Number(totals.amount))} in all
          </p>
        )}
      </div>
      <ListTable
        label="Refund requests"
        resource={refundsResource}
        columns={fieldColumns(refundsResource, COLUMNS)}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={isNarrowed(readListState(refundsResource, params))}
            plural="refunds"
            noMatch="No refund matches this search and status."
            clearHref="/settings/refunds?all=1"
            clearLabel="Show every refund"
            title="No refund requests"
            description="Customers’ refund requests show here to approve or deny."
            icon="receipt"
          />
        }
        loadingRowCount={6}
        onOpen={(id) => setOpenId(Number(id))}
      />
      {open && (
        <section className={styles.panel} aria-labelledby="refund-open">
          <div className={styles.header}>
            <h2 id="refund-open" className={styles.subheading}>
              Refund {String(open.number)} · {formatMoney(Number(open.amount))} on{' '}
              {open.labels.store_order_id ?? ''}
            </h2>
            <StatusBadge status={open.status} />
            <div className={styles.actions}>
              <RecordActions
                resource={refundsResource}
                record={open}
                title={`refund ${String(open.number)}`}
              />
            </div>
          </div>
          <RecordFields resource={refundsResource} record={open} fields={DETAILS} />
        </section>
      )}
    </section>
  );
}
