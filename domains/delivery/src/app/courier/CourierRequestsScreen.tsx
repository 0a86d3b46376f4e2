import { hasPermission } from '@backoffice/access';
import { useAppState, usePhoneWidth, useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
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
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type CourierStatus,
  courierRequestsResource,
  OPEN_COURIER_STATUSES,
} from '../../resources/courier';
import { ChoiceFilter } from './ChoiceFilter';
import { type CourierListScope, type CourierRequest, useCourierRequests } from './courierApi';
import { COURIER_BADGES, formatKg, formatMoment, SIZE_LABELS } from './courierLabels';
import { NewCourierRequestDialog } from './NewCourierRequestDialog';
import * as styles from './screens.css';
import { ZoneFilter } from './ZoneFilter';

const CLOSED: readonly CourierStatus[] = ['delivered', 'cancelled'];

const SCOPES = {
  live: {
    route: 'dlv-courier-requests',
    label: 'Courier requests',
    states: OPEN_COURIER_STATUSES,
    empty: 'Parcels to collect and carry show here once requested.',
  },
  history: {
    route: 'dlv-courier-request-history',
    label: 'Courier request history',
    states: CLOSED,
    empty: 'Delivered and cancelled requests show here.',
  },
} as const;

/** `/dlv-courier-requests`: requests still moving, newest first, with a new-request dialog. */
export function CourierRequestsScreen() {
  return <CourierRequestList scope="live" />;
}

/** `/dlv-courier-request-history`: delivered and cancelled requests, with search. */
export function CourierHistoryScreen() {
  return <CourierRequestList scope="history" />;
}

/**
 * A list of courier requests: the live list (requested, accepted, picked up) or the history
 * (delivered, cancelled), searched by number, sender or recipient and filtered by state and
 * zone, all kept in the address. A row opens the request (Enter, or its number's link) for
 * those who may see it (access_orders); history readers without it see the rows only.
 */
function CourierRequestList({ scope }: { scope: CourierListScope }) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(courierRequestsResource, params), [params]);
  const answer = useCourierRequests(scope, state);
  const words = SCOPES[scope];
  const canOpen = hasPermission(permissions, courierRequestsResource.permissions.view);
  const canCreate =
    scope === 'live' && hasPermission(permissions, courierRequestsResource.permissions.create);
  const go = (next: ListState) => setParams(listParams(next));
  const detailHref = (row: CourierRequest) => pathFor('view-dlv-courier-request', { id: row.id });
  const status = typeof state.filter.status === 'string' ? state.filter.status : undefined;
  const zone = typeof state.filter.zone_id === 'string' ? state.filter.zone_id : undefined;

  const numberOf = (row: CourierRequest) =>
    canOpen ? <Link href={detailHref(row)}>{row.number}</Link> : row.number;
  const statusOf = (row: CourierRequest) => {
    const badge = row.status ? COURIER_BADGES[row.status] : null;
    return badge && <Badge tone={badge.tone}>{badge.label}</Badge>;
  };
  const phone = usePhoneWidth();

  // At a phone's width two columns: the request over who sends it to whom and when, its state
  // over its fee and zone.
  const phoneColumns: DataTableColumn<CourierRequest>[] = [
    {
      id: 'number',
      title: 'Number',
      sortable: true,
      isRowHeader: true,
      render: (row) => (
        <span className={styles.cellLines}>
          {numberOf(row)}
          <span>
            {row.sender_name} to {row.recipient_name}
          </span>
          <span>{formatMoment(String(row.created_at ?? ''))}</span>
        </span>
      ),
    },
    {
      id: 'status',
      title: 'Status',
      align: 'end',
      render: (row) => (
        <span className={styles.cellLines} data-align="end">
          {statusOf(row)}
          <span>{formatMoney(row.fee ?? 0)}</span>
          {row.labels.zone_id && <span>{row.labels.zone_id}</span>}
        </span>
      ),
    },
  ];

  const columns: DataTableColumn<CourierRequest>[] = [
    {
      id: 'number',
      title: 'Number',
      sortable: true,
      isRowHeader: true,
      render: numberOf,
    },
    {
      id: 'created_at',
      title: 'Requested',
      sortable: true,
      render: (row) => formatMoment(String(row.created_at ?? '')),
    },
    { id: 'sender_name', title: 'Sender', sortable: true, render: (row) => row.sender_name },
    {
      id: 'recipient_name',
      title: 'Recipient',
      sortable: true,
      render: (row) => row.recipient_name,
    },
    { id: 'zone_id', title: 'Zone', render: (row) => row.labels.zone_id ?? '' },
    { id: 'size', title: 'Size', render: (row) => (row.size ? SIZE_LABELS[row.size] : '') },
    {
      id: 'weight_kg',
      title: 'Weight',
      sortable: true,
      align: 'end',
      render: (row) => formatKg(row.weight_kg),
    },
    {
      id: 'fee',
      title: 'Fee',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(row.fee ?? 0),
    },
    { id: 'status', title: 'Status', render: statusOf },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="courier requests"
      noMatch="Nothing matches this search and these filters."
      clearHref={pathFor(words.route)}
      clearLabel="Clear the search and filters"
      description={words.empty}
      icon="box"
    />
  );

  const filters = (
    <div className={styles.toolbar}>
      <SearchField
        label="Search number, sender or recipient"
        value={state.search}
        onSearch={(search) => go(changeListState(state, { search }))}
      />
      <ChoiceFilter
        label="Status"
        options={words.states.map((value) => ({ value, name: COURIER_BADGES[value].label }))}
        value={status}
        onChange={(value) => go(withFilter(state, 'status', value))}
      />
      <ZoneFilter value={zone} onChange={(value) => go(withFilter(state, 'zone_id', value))} />
    </div>
  );

  return (
    <section className={styles.page} aria-label={words.label}>
      {canCreate ? (
        <ListToolbar newHref={`${pathFor(words.route)}?new=1`} newLabel="New courier request">
          {filters}
        </ListToolbar>
      ) : (
        filters
      )}
      <ListTable
        label={words.label}
        resource={courierRequestsResource}
        columns={phone ? phoneColumns : columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        apiQuery={answer.query}
        go={go}
        emptyState={empty}
        loadingRowCount={8}
        onOpen={(id) => {
          if (canOpen) void navigate(pathFor('view-dlv-courier-request', { id }));
        }}
      />
      {canCreate && params.get('new') === '1' && (
        <NewCourierRequestDialog
          listHref={pathFor(words.route)}
          onCreated={(id) => void navigate(pathFor('view-dlv-courier-request', { id }))}
        />
      )}
    </section>
  );
}
