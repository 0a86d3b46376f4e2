import { useResourceRegistry } from '@backoffice/app-kit';
import {
  changeListState,
  ListEmptyState,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  type ResourceRow,
  readListState,
  SearchField,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  evdProductApprovalsResource as approvals,
} from '../../resources/stores';
import { APPROVAL_BADGES, formatMoment } from './storeLabels';
import * as styles from './stores.css';

const ANY = '*';

export const KIND_LABELS: Readonly<Record<string, string>> = {
  new: 'New product',
  change: 'Changed product',
};

/**
 * `/evd-products-approvals`: the queue of products waiting for staff, oldest first (new products
 * and changes to live ones), with the decided ones a filter away; searched by product or store.
 * A row opens the approval.
 */
export function ApprovalsScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const read = readListState(approvals, params);
    // The queue opens on what waits; "Any" shows the decided ones too.
    return params.has('filter[status]') || params.has('all')
      ? read
      : { ...read, filter: { ...read.filter, status: 'pending' } };
  }, [params]);
  const answer = useRecords(approvals, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next));
  const href = (id: number | string) => pathFor('view-product-approval', { id });
  const status = typeof state.filter.status === 'string' ? state.filter.status : ANY;
  const kind = typeof state.filter.kind === 'string' ? state.filter.kind : ANY;

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'product_name',
      title: 'Product',
      sortable: true,
      isRowHeader: true,
      render: (row) => <Link href={href(row.id)}>{String(row.product_name)}</Link>,
    },
    { id: 'store_id', title: 'Store', render: (row) => row.labels.store_id ?? '' },
    { id: 'kind', title: 'Kind', render: (row) => KIND_LABELS[String(row.kind)] ?? '' },
    {
      id: 'created_at',
      title: 'Queued',
      sortable: true,
      render: (row) => formatMoment(row.created_at),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const badge = APPROVAL_BADGES[String(row.status)];
        return badge && <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
  ];

  return (
    <section className={styles.page} aria-label="Product approvals">
      <div className={styles.toolbar}>
        <SearchField
          label="Search product or store"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <Select
          label="Status"
          options={[
            { name: 'Any', value: ANY },
            ...APPROVAL_STATUSES.map((value) => ({
              value,
              name: APPROVAL_BADGES[value]?.label ?? value,
            })),
          ]}
          value={status}
          onChange={(key) => {
            const next = withFilter(
              state,
              'status',
              key === null || key === ANY ? null : String(key),
            );
            const kept = listParams(next);
            if (key === ANY) kept.set('all', '1');
            setParams(kept);
          }}
        />
        <Select
          label="Kind"
          options={[
            { name: 'Any', value: ANY },
            ...APPROVAL_KINDS.map((value) => ({ value, name: KIND_LABELS[value] ?? value })),
          ]}
          value={kind}
          onChange={(key) =>
            go(withFilter(state, 'kind', key === null || key === ANY ? null : String(key)))
          }
        />
      </div>
      <ListTable
        label="Product approvals"
        resource={approvals}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={state.search !== '' || kind !== ANY || status !== 'pending'}
            plural="product approvals"
            noMatch="Nothing matches this search and these filters."
            clearHref={pathFor('product-approvals')}
            clearLabel="Clear the search and filters"
            title="Nothing waits for approval"
            description="Products show here when a seller submits one or changes a live one."
            icon="check"
          />
        }
        loadingRowCount={8}
        onOpen={(id) => void navigate(href(id))}
      />
    </section>
  );
}
