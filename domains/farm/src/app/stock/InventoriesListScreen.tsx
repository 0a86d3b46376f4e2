import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
import {
  changeListState,
  isNarrowed,
  ListEmptyState,
  ListFilters,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  readListState,
  SearchField,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatMoney, type Page } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inventoriesResource } from '../../resources/stock/inventories';
import * as screen from '../shared/screen.css';
import * as styles from './stock.css';
import { KIND_LABELS, quantity, stockFlag } from './stockLabels';
import type { StockItem } from './stockTypes';

/** The filters the list offers. */
const FILTERS = ['kind', 'active'];

/** On hand with its unit; negative in the critical colour; a badge when it needs reordering. */
export function OnHand({ item }: { item: StockItem }) {
  const flag = stockFlag(item);
  const value = item.on_hand ?? 0;
  return (
    <span className={styles.onHandCell}>
      <span className={value < 0 ? styles.negative : undefined}>{quantity(value, item.unit)}</span>
      {flag && <Badge tone={flag.tone}>{flag.label}</Badge>}
    </span>
  );
}

/**
 * `/jf-inventories`: the farm's stock items with what is on hand (the sum of each item's
 * movements, never typed), flagged when under the reorder level and standing out when below
 * zero; searched by name, filtered by kind and by whether the item is active, sorted by name, on
 * hand or reorder level. A row opens the item's page.
 */
export function InventoriesListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(inventoriesResource, params), [params]);
  const answer = useRecords(inventoriesResource, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next));
  const viewHref = (id: number | string) => pathFor('view-jf-inventory', { id });

  const columns: DataTableColumn<StockItem>[] = [
    {
      id: 'name',
      title: 'Name',
      isRowHeader: true,
      sortable: true,
      render: (item) => <Link href={viewHref(item.id)}>{item.name}</Link>,
    },
    { id: 'kind', title: 'Kind', render: (item) => KIND_LABELS[item.kind ?? ''] ?? item.kind },
    {
      id: 'on_hand',
      title: 'On hand',
      sortable: true,
      align: 'end',
      render: (item) => <OnHand item={item} />,
    },
    {
      id: 'reorder_level',
      title: 'Reorder level',
      sortable: true,
      align: 'end',
      render: (item) => quantity(item.reorder_level ?? 0, item.unit),
    },
    {
      id: 'unit_cost',
      title: 'Unit cost',
      align: 'end',
      render: (item) => formatMoney(item.unit_cost ?? 0),
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="stock items"
      noMatch="No stock item matches this search and these filters."
      clearHref={pathFor('jf-inventories')}
      clearLabel="Clear the search and filters"
      icon="box"
      description={
        hasPermission(permissions, inventoriesResource.permissions.create)
          ? 'Add the eggs, feed, packaging and medicine the farm keeps, with a reorder level.'
          : undefined
      }
    />
  );

  return (
    <section className={screen.page} aria-label="Stock items">
      <ListToolbar newHref={pathFor('new-jf-inventory')} newLabel="New stock item">
        <SearchField
          label="Search by name"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <ListFilters
          resource={inventoriesResource}
          filters={FILTERS}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      <ListTable
        label="Stock items"
        resource={inventoriesResource}
        columns={columns}
        page={answer.data as Page<StockItem> | undefined}
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
