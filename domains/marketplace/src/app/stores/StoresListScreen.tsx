import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
import {
  changeListState,
  isNarrowed,
  ListEmptyState,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
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
import { STORE_PLANS, STORE_STATUSES, evdStoresResource as stores } from '../../resources/stores';
import type { Store } from './storeApi';
import { PLAN_LABELS, STORE_BADGES } from './storeLabels';
import * as styles from './stores.css';

const ANY = '*';

/**
 * `/evd-stores`: every store with its seller, plan, products and state, searched by name, slug
 * or seller and filtered by state and plan (kept in the address); stores waiting for review are
 * a filter away. A row opens the store's page by its slug.
 */
export function StoresListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(stores, params), [params]);
  const answer = useRecords(stores, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next));
  const href = (row: Store) => pathFor('view-store', { storeSlug: row.slug });
  const status = typeof state.filter.status === 'string' ? state.filter.status : ANY;
  const plan = typeof state.filter.plan === 'string' ? state.filter.plan : ANY;

  const columns: DataTableColumn<Store>[] = [
    {
      id: 'name',
      title: 'Store',
      sortable: true,
      isRowHeader: true,
      render: (row) => <Link href={href(row)}>{row.name}</Link>,
    },
    { id: 'slug', title: 'Slug', sortable: true, render: (row) => row.slug },
    { id: 'seller_id', title: 'Seller', render: (row) => row.labels.seller_id ?? '' },
    { id: 'plan', title: 'Plan', render: (row) => PLAN_LABELS[row.plan] },
    {
      id: 'product_count',
      title: 'Products',
      sortable: true,
      align: 'end',
      render: (row) => String(row.product_count ?? 0),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const badge = STORE_BADGES[row.status];
        return badge && <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
  ];

  const filters = (
    <div className={styles.toolbar}>
      <SearchField
        label="Search name, slug or seller"
        value={state.search}
        onSearch={(search) => go(changeListState(state, { search }))}
      />
      <Select
        label="Status"
        options={[
          { name: 'Any', value: ANY },
          ...STORE_STATUSES.map((value) => ({ value, name: STORE_BADGES[value].label })),
        ]}
        value={status}
        onChange={(key) =>
          go(withFilter(state, 'status', key === null || key === ANY ? null : String(key)))
        }
      />
      <Select
        label="Plan"
        options={[
          { name: 'Any', value: ANY },
          ...STORE_PLANS.map((value) => ({ value, name: PLAN_LABELS[value] })),
        ]}
        value={plan}
        onChange={(key) =>
          go(withFilter(state, 'plan', key === null || key === ANY ? null : String(key)))
        }
      />
    </div>
  );

  return (
    <section className={styles.page} aria-label="Stores">
      {hasPermission(permissions, stores.permissions.create) ? (
        <ListToolbar newHref={pathFor('new-store')} newLabel="New store">
          {filters}
        </ListToolbar>
      ) : (
        filters
      )}
      <ListTable
        label="Stores"
        resource={stores}
        columns={columns}
        page={answer.data as never}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={isNarrowed(state)}
            plural="stores"
            noMatch="No store matches this search and these filters."
            clearHref={pathFor('stores')}
            clearLabel="Clear the search and filters"
            description="Stores show here once sellers apply to open them."
            icon="box"
          />
        }
        loadingRowCount={8}
        onOpen={(id) => {
          const row = answer.data?.items.find((item) => String(item.id) === id) as
            | Store
            | undefined;
          if (row) void navigate(href(row));
        }}
      />
    </section>
  );
}
