import { useResourceRegistry } from '@backoffice/app-kit';
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
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ordersResource } from '../../resources/orders/orders';
import { CLOSED_ORDER_STATUSES, ORDER_STATUSES } from '../../resources/orders/states';
import { fieldColumns } from './columns';
import { statusBadge } from './orderLabels';
import * as styles from './orders.css';

type Scope = 'open' | 'history';

const SCOPES = {
  open: {
    route: 'evd-orders',
    label: 'Orders',
    states: ORDER_STATUSES.filter((status) => !CLOSED_ORDER_STATUSES.includes(status)),
    open: '1',
    title: 'No open orders',
    description: 'Orders from the storefront show here until every store has delivered its part.',
  },
  history: {
    route: 'evd-order-history',
    label: 'Order history',
    states: CLOSED_ORDER_STATUSES,
    open: '0',
    title: 'No finished orders yet',
    description: 'Delivered and cancelled orders show here.',
  },
} as const;

const COLUMNS = ['number', 'customer_id', 'placed_on', 'stores_count', 'total', 'status'] as const;

/** `/evd-orders`: the orders still moving (placed, processing, shipped), newest first. */
export function OrdersScreen() {
  return <OrdersList scope="open" />;
}

/** `/evd-order-history`: delivered and cancelled orders, with search. */
export function OrderHistoryScreen() {
  return <OrdersList scope="history" />;
}

function OrdersList({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const words = SCOPES[scope];
  const state = useMemo(() => readListState(ordersResource, params), [params]);
  const query: ListState = { ...state, filter: { ...state.filter, open: words.open } };
  const apiQuery = listApiQuery(query);
  const answer = useRecords(ordersResource, apiQuery);
  const go = (next: ListState) => {
    const { open: _open, ...filter } = next.filter;
    setParams(listParams({ ...next, filter }));
  };
  const status = typeof state.filter.status === 'string' ? state.filter.status : null;
  const href = (row: { id: number }) => pathFor('view-evd-order', { id: row.id });
  return (
    <section className={styles.page} aria-label={words.label}>
      <div className={styles.toolbar}>
        <SearchField
          label="Search number or customer"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <Select
          label="Status"
          placeholder="Any status"
          options={[
            { value: '', name: 'Any status' },
            ...words.states.map((value) => ({ value, name: statusBadge(value).label })),
          ]}
          value={status ?? ''}
          onChange={(value) => go(withFilter(state, 'status', value ? String(value) : null))}
        />
        <div className={styles.actions}>
          <Link href={pathFor('evd-order-report')}>Order report</Link>
        </div>
      </div>
      <ListTable
        label={words.label}
        resource={ordersResource}
        columns={fieldColumns(ordersResource, COLUMNS, href)}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        apiQuery={apiQuery}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={isNarrowed(state)}
            plural="orders"
            noMatch="Nothing matches this search and these filters."
            clearHref={pathFor(words.route)}
            clearLabel="Clear the search and filters"
            title={words.title}
            description={words.description}
            icon="receipt"
          />
        }
        loadingRowCount={8}
        onOpen={(id) => void navigate(pathFor('view-evd-order', { id }))}
      />
    </section>
  );
}
