import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import {
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
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import * as screen from '../shared/screen.css';
import * as styles from './stock.css';
import { COUNT_BADGES, periodName } from './stockLabels';
import type { StockCount } from './stockTypes';

/**
 * `/jf-inventory-logs`: the stock counts, newest first: each count's week or month, whether it
 * is open or closed and how many of its items are reconciled, filtered by period and status.
 * Those who count start a weekly or a monthly count from here; a row opens the count.
 */
export function CountsListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const counts = hasPermission(permissions, inventoryLogsResource.permissions.create);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(inventoryLogsResource, params), [params]);
  const answer = useRecords(inventoryLogsResource, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next));
  const viewHref = (id: number | string) => pathFor('view-jf-inventory-log', { id });

  const columns: DataTableColumn<StockCount>[] = [
    {
      id: 'starts_on',
      title: 'Period',
      isRowHeader: true,
      sortable: true,
      render: (count) => <Link href={viewHref(count.id)}>{periodName(count)}</Link>,
    },
    {
      id: 'status',
      title: 'Status',
      render: (count) => {
        const badge = COUNT_BADGES[count.status ?? 'open'] ?? COUNT_BADGES.open!;
        return <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    {
      id: 'reconciled_count',
      title: 'Reconciled',
      align: 'end',
      render: (count) => `${count.reconciled_count ?? 0} of ${count.items_count ?? 0} items`,
    },
  ];

  return (
    <section className={screen.page} aria-label="Stock counts">
      <div className={screen.header}>
        <ListFilters
          resource={inventoryLogsResource}
          filters={['period', 'status']}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
        {counts && (
          <div className={styles.actions}>
            <Link href={pathFor('new-jf-inventory-log-week')} variant="standalone">
              <Icon name="plus" /> New weekly count
            </Link>
            <Link href={pathFor('new-jf-inventory-log-month')} variant="standalone">
              <Icon name="plus" /> New monthly count
            </Link>
          </div>
        )}
      </div>
      <ListTable
        label="Stock counts"
        resource={inventoryLogsResource}
        columns={columns}
        page={answer.data as Page<StockCount> | undefined}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={2}
            icon={<Icon name="clipboard" />}
            title="No stock counts yet"
            description="Count the stock at the end of a week or a month: each item's expected figure comes from its movements."
          />
        }
        loadingRowCount={6}
        onOpen={(id) => void navigate(viewHref(id))}
      />
    </section>
  );
}
