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
  readListState,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import type { Page } from '@backoffice/contract';
import { formatDay } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { eggCollectionLogsResource } from '../../resources/livestock/eggCollectionLogs';
import * as screen from '../shared/screen.css';
import { formatCount, formatRate } from './eggCounts';
import * as styles from './eggLogs.css';
import type { EggLog } from './eggLogTypes';

const FILTERS = ['collected_on', 'livestock_id'];

const count = (id: keyof EggLog & string, title: string, sortable = false) =>
  ({
    id,
    title,
    align: 'end',
    sortable,
    render: (log: EggLog) => formatCount(log[id] as number | null),
  }) satisfies DataTableColumn<EggLog>;

/** The sums of every log the filters match (the server's `totals`), above the table. */
function EggTotals({ page }: { page: Page<EggLog> }) {
  const totals = page.totals ?? {};
  const logs = page.total === 1 ? '1 log' : `${formatCount(page.total)} logs`;
  return (
    <section className={screen.panel} aria-label={`All ${logs}`}>
      <dl className={screen.totalsRow}>
        {(
          [
            ['good_eggs', 'Good eggs'],
            ['total_eggs', 'Total eggs'],
            ['cracked', 'Cracked'],
            ['broken', 'Broken'],
          ] as const
        ).map(([key, label]) => (
          <div key={key} className={screen.figure}>
            <dt>{label}</dt>
            <dd>{formatCount(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `/egg-collection-logs`: each flock's daily collections, newest first, with good and total
 * eggs and the laying rate, filtered by day and flock, sorted by day, eggs or rate, and the
 * eggs of every log the filters match above the table. A row opens its log. At a phone's width
 * the table keeps two columns, the day over its flock and the good eggs over the laying rate.
 */
export function EggCollectionLogsListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(eggCollectionLogsResource, params), [params]);
  const answer = useRecords(eggCollectionLogsResource, listApiQuery(state));
  const page = answer.data as Page<EggLog> | undefined;
  const go = (next: ListState) => setParams(listParams(next));
  const viewHref = (id: number | string) => pathFor('view-egg-collection-log', { id });
  const phone = usePhoneWidth();
  const dayLink = (log: EggLog) => (
    <Link href={viewHref(log.id)}>{formatDay(log.collected_on)}</Link>
  );

  // At a phone's width two columns: the day with its flock, the good eggs with the rate.
  const phoneColumns: DataTableColumn<EggLog>[] = [
    {
      id: 'collected_on',
      title: 'Day',
      isRowHeader: true,
      sortable: true,
      render: (log) => (
        <span className={styles.cellLines}>
          {dayLink(log)}
          <span>{log.labels?.livestock_id ?? ''}</span>
        </span>
      ),
    },
    {
      id: 'good_eggs',
      title: 'Good eggs',
      align: 'end',
      sortable: true,
      render: (log) => (
        <span className={styles.cellLines}>
          <span>{formatCount(log.good_eggs)}</span>
          <span>{formatRate(log.laying_rate)} laying</span>
        </span>
      ),
    },
  ];

  const columns: DataTableColumn<EggLog>[] = [
    {
      id: 'collected_on',
      title: 'Day',
      isRowHeader: true,
      sortable: true,
      render: dayLink,
    },
    { id: 'livestock_id', title: 'Flock', render: (log) => log.labels?.livestock_id ?? '' },
    count('good_eggs', 'Good eggs', true),
    count('cracked', 'Cracked'),
    count('broken', 'Broken'),
    count('total_eggs', 'Total eggs', true),
    count('bird_count', 'Birds'),
    {
      id: 'laying_rate',
      title: 'Laying rate',
      align: 'end',
      sortable: true,
      render: (log) => formatRate(log.laying_rate),
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="egg collection logs"
      noMatch="No log matches these filters."
      clearHref={pathFor('egg-collection-logs')}
      clearLabel="Clear the filters"
      icon="receipt"
      description={
        hasPermission(permissions, eggCollectionLogsResource.permissions.create)
          ? "Record each flock's eggs at the end of the day's collection."
          : undefined
      }
    />
  );

  return (
    <section className={screen.page} aria-label="Egg collection logs">
      <ListToolbar newHref={pathFor('new-egg-collection-log')} newLabel="New egg collection log">
        <ListFilters
          resource={eggCollectionLogsResource}
          filters={FILTERS}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      {page && page.total > 0 && <EggTotals page={page} />}
      <ListTable
        label="Egg collection logs"
        resource={eggCollectionLogsResource}
        columns={phone ? phoneColumns : columns}
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
