import { hasPermission } from '@backoffice/access';
import { useAppState, usePhoneWidth, useResourceRegistry } from '@backoffice/app-kit';
import {
  changeListState,
  isNarrowed,
  ListEmptyState,
  type ListState,
  ListTable,
  listParams,
  readListState,
  SearchField,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { DateField } from '@backoffice/ui/DateField';
import { Link } from '@backoffice/ui/Link';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FINAL_ORDER_STATUSES,
  ORDER_SLOTS,
  ORDER_STATUSES,
  ordersResource,
} from '../../resources/orders';
import { ChoiceFilter } from '../courier/ChoiceFilter';
import { ZoneFilter } from '../courier/ZoneFilter';
import { DriverPicker } from './DriverPicker';
import { orderBadge, slotText } from './orderLabels';
import * as styles from './orders.css';
import { HAS_OPEN_FILTER, scopedQuery, useOrders, useOrdersLive } from './ordersApi';
import type { Order } from './orderTypes';
import { PhoneOrderDialog } from './PhoneOrderDialog';

type Scope = 'board' | 'history';

const OPEN_STATUSES = ORDER_STATUSES.filter((status) => !FINAL_ORDER_STATUSES.includes(status));

const SCOPES = {
  board: { route: 'jfd-orders', label: 'Orders', states: OPEN_STATUSES, open: '1' },
  history: {
    route: 'jfd-order-history',
    label: 'Order history',
    states: FINAL_ORDER_STATUSES,
    open: '0',
  },
} as const;

/** Whether an order may take a driver now: a delivery, ready or back from a failed delivery. */
export const canTakeDriver = (order: Order) =>
  order.kind === 'delivery' && (order.status === 'ready' || order.status === 'returned');

/**
 * `/jfd-orders`: the dispatcher's live board. Open orders newest first, filtered by state,
 * zone, slot day and slot (kept in the address), fetched again when an order arrives or
 * changes (the realtime events `jfd-orders` and `jfd-order-updates`); an arriving order is
 * announced in a polite live region. Two keystrokes assign a driver: on a focused ready
 * delivery row, `a` opens the driver picker with the first available driver focused, and Enter
 * assigns them.
 */
export function OrdersBoardScreen() {
  return <OrdersList scope="board" />;
}

/** `/jfd-order-history`: delivered, picked-up and cancelled orders, with search. */
export function OrderHistoryScreen() {
  return <OrdersList scope="history" />;
}

function OrdersList({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(ordersResource, params), [params]);
  const words = SCOPES[scope];
  const apiQuery = scopedQuery(state, HAS_OPEN_FILTER ? { open: words.open } : {});
  const answer = useOrders(apiQuery);
  const [arrived, setArrived] = useState('');
  const [picking, setPicking] = useState<Order | null>(null);
  const [placing, setPlacing] = useState(false);
  useOrdersLive(
    scope === 'board' ? ['jfd-orders', 'jfd-order-updates'] : ['jfd-order-updates'],
    (data) => {
      if (data.status === 'placed' && data.number) setArrived(`New order ${data.number} placed.`);
    },
  );
  const canOpen = hasPermission(permissions, ordersResource.permissions.view);
  const canAssign =
    scope === 'board' &&
    hasPermission(permissions, ordersResource.actions['assign-driver']?.permission);
  const canPlace =
    scope === 'board' && hasPermission(permissions, ordersResource.permissions.create);
  const go = (next: ListState) => setParams(listParams(next));
  const filter = (name: string) => {
    const value = state.filter[name];
    return typeof value === 'string' ? value : undefined;
  };
  const rows = answer.data?.items ?? [];

  /** `a` on a focused row of a ready delivery opens the driver picker. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!canAssign || event.key !== 'a' || event.metaKey || event.ctrlKey || event.altKey) return;
    const row = (event.target as HTMLElement).closest('[role="row"][data-key]');
    const order = rows.find((item) => String(item.id) === row?.getAttribute('data-key'));
    if (!order || !canTakeDriver(order)) return;
    event.preventDefault();
    setPicking(order);
  }

  const numberOf = (order: Order) =>
    canOpen ? (
      <Link href={pathFor('view-jfd-order', { id: order.id })}>{order.number}</Link>
    ) : (
      order.number
    );
  const statusOf = (order: Order) => {
    const badge = orderBadge(order.status);
    return <Badge tone={badge.tone}>{badge.label}</Badge>;
  };
  const phone = usePhoneWidth();

  // At a phone's width two columns: the order over its customer and slot, its state over its
  // total and driver.
  const phoneColumns: DataTableColumn<Order>[] = [
    {
      id: 'number',
      title: 'Order',
      sortable: true,
      isRowHeader: true,
      render: (order) => (
        <span className={styles.cellLines}>
          {numberOf(order)}
          <span>{order.labels.customer_id ?? ''}</span>
          <span>{slotText(order.slot_date, order.slot)}</span>
        </span>
      ),
    },
    {
      id: 'status',
      title: 'Status',
      align: 'end',
      render: (order) => (
        <span className={styles.cellLines} data-align="end">
          {statusOf(order)}
          <span>{formatMoney(order.total ?? 0)}</span>
          {order.labels.driver_id && <span>{order.labels.driver_id}</span>}
        </span>
      ),
    },
  ];

  const columns: DataTableColumn<Order>[] = [
    {
      id: 'number',
      title: 'Order',
      sortable: true,
      isRowHeader: true,
      render: numberOf,
    },
    { id: 'customer_id', title: 'Customer', render: (order) => order.labels.customer_id ?? '' },
    {
      id: 'zone_id',
      title: 'Zone',
      render: (order) => (order.kind === 'pickup' ? 'Pickup' : (order.labels.zone_id ?? '')),
    },
    {
      id: 'slot_date',
      title: 'Slot',
      sortable: true,
      render: (order) => slotText(order.slot_date, order.slot),
    },
    {
      id: 'total',
      title: 'Total',
      sortable: true,
      align: 'end',
      render: (order) => formatMoney(order.total ?? 0),
    },
    { id: 'status', title: 'Status', render: statusOf },
    {
      id: 'driver_id',
      title: 'Driver',
      render: (order) => order.labels.driver_id ?? (canTakeDriver(order) ? 'Not assigned' : ''),
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="orders"
      noMatch="Nothing matches this search and these filters."
      clearHref={pathFor(words.route)}
      clearLabel="Clear the search and filters"
      title={scope === 'board' ? 'No open orders' : 'No finished orders yet'}
      description={
        scope === 'board'
          ? 'New orders show here as they are placed.'
          : 'Delivered, picked-up and cancelled orders show here.'
      }
      icon="receipt"
    />
  );

  return (
    <section className={styles.page} aria-label={words.label}>
      <div className={styles.toolbar}>
        <SearchField
          label="Search number or customer"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <ChoiceFilter
          label="Status"
          options={words.states.map((value) => ({ value, name: orderBadge(value).label }))}
          value={filter('status')}
          onChange={(value) => go(withFilter(state, 'status', value))}
        />
        <ZoneFilter
          value={filter('zone_id')}
          onChange={(value) => go(withFilter(state, 'zone_id', value))}
        />
        <DateField
          label="Slot day"
          value={filter('slot_date') ?? null}
          onChange={(value) => go(withFilter(state, 'slot_date', value))}
        />
        <ChoiceFilter
          label="Slot"
          options={ORDER_SLOTS.map((value) => ({ value, name: value }))}
          value={filter('slot')}
          onChange={(value) => go(withFilter(state, 'slot', value))}
        />
        {canPlace && (
          <div className={styles.actions}>
            <Button onPress={() => setPlacing(true)}>New phone order</Button>
          </div>
        )}
      </div>
      {canAssign && <p className={styles.hint}>On a ready order, press A to assign a driver.</p>}
      <p aria-live="polite" className={styles.visuallyHidden}>
        {arrived}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the rows inside take the keys; this catches `a` as it bubbles. */}
      <div onKeyDown={onKeyDown}>
        <ListTable
          label={words.label}
          resource={ordersResource}
          columns={phone ? phoneColumns : columns}
          page={answer.data}
          failed={Boolean(answer.error)}
          state={state}
          apiQuery={apiQuery}
          go={go}
          emptyState={empty}
          loadingRowCount={8}
          onOpen={(id) => {
            if (canOpen) void navigate(pathFor('view-jfd-order', { id }));
          }}
        />
      </div>
      {picking && <DriverPicker order={picking} onClose={() => setPicking(null)} />}
      {placing && <PhoneOrderDialog onClose={() => setPlacing(false)} />}
    </section>
  );
}
