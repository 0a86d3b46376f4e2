import { hasPermission } from '@backoffice/access';
import { useAppState, usePhoneWidth, useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
import {
  isNarrowed,
  ListEmptyState,
  ListFilters,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  ResourceListScreen,
  type ResourceRow,
  readListState,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { fieldsWhere, formatDay, formatMoney, type Page } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { layerFeedingLogsResource } from '../../resources/livestock/layerFeedingLogs';
import * as screen from '../shared/screen.css';
import { formatCount } from './eggCounts';
import * as styles from './eggLogs.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * `/layer-feeding-logs`: the generic list of the definition (search, filters, columns, CSV,
 * views); at a phone's width the same list in two columns that fit it: each day over its flock
 * and feed type, the kilograms over the cost.
 */
export function FeedingLogsListScreen() {
  return usePhoneWidth() ? (
    <PhoneFeedingLogs />
  ) : (
    <ResourceListScreen resource={layerFeedingLogsResource} />
  );
}

/** The sums of every feeding the filters match (the server's `totals`), above the table. */
function FeedingTotals({ page }: { page: Page<ResourceRow> }) {
  const totals = page.totals ?? {};
  return (
    <section className={screen.panel} aria-label="Totals of these feedings">
      <dl className={screen.totalsRow}>
        <div className={screen.figure}>
          <dt>Quantity</dt>
          <dd>{formatCount(amount(totals.quantity))} kg</dd>
        </div>
        <div className={screen.figure}>
          <dt>Cost</dt>
          <dd>{formatMoney(amount(totals.cost))}</dd>
        </div>
      </dl>
    </section>
  );
}

function PhoneFeedingLogs() {
  const resource = layerFeedingLogsResource;
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(resource, params), [params]);
  const answer = useRecords(resource, listApiQuery(state));
  const page = answer.data as Page<ResourceRow> | undefined;
  const go = (next: ListState) => setParams(listParams(next));
  const viewHref = (id: number | string) => pathFor('view-layer-feeding-log', { id });

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'fed_on',
      title: 'Day',
      isRowHeader: true,
      sortable: true,
      render: (row) => (
        <span className={styles.cellLines}>
          <Link href={viewHref(row.id)}>{formatDay(text(row.fed_on))}</Link>
          <span>{row.labels.livestock_id ?? ''}</span>
          <span>{row.labels.feed_type_id ?? ''}</span>
        </span>
      ),
    },
    {
      id: 'quantity',
      title: 'Quantity',
      align: 'end',
      sortable: true,
      render: (row) => (
        <span className={styles.cellLines}>
          <span>{formatCount(amount(row.quantity))} kg</span>
          <span>{formatMoney(amount(row.cost))}</span>
        </span>
      ),
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="feeding logs"
      noMatch="No feeding matches these filters."
      clearHref={pathFor('layer-feeding-logs')}
      clearLabel="Clear the filters"
      icon="receipt"
      description={
        hasPermission(permissions, resource.permissions.create)
          ? 'Record the feed each flock is given.'
          : undefined
      }
    />
  );

  return (
    <section className={screen.page} aria-label="Feeding logs">
      <ListToolbar newHref={pathFor('new-layer-feeding-log')} newLabel="New feeding log">
        <ListFilters
          resource={resource}
          filters={fieldsWhere(resource, 'filterable')}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      {page && page.total > 0 && <FeedingTotals page={page} />}
      <ListTable
        label="Feeding logs"
        resource={resource}
        columns={columns}
        page={page}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={empty}
        loadingRowCount={8}
        onOpen={(id) => void navigate(viewHref(id))}
      />
    </section>
  );
}
