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
import { saleItemsResource } from '../../resources/saleItems';
import type { SaleItem } from '../shared/saleItems';
import { formatMargin, isLoss, unitMargin } from './saleItemMargin';
import * as styles from './saleItems.css';

/** The filters the list offers. */
const FILTERS = ['active'];

/** An item's margin per unit: the amount and its share of the price; a loss in the critical colour. */
function MarginCell({ item }: { item: SaleItem }) {
  const margin = unitMargin(item.unit_price ?? 0, item.unit_cost ?? 0);
  const shown = formatMargin(margin);
  return (
    <span className={isLoss(margin) ? styles.loss : styles.margin}>
      {shown.amount} ({shown.percent})
    </span>
  );
}

/**
 * `/jf-sale-items`: the price list a manager keeps: each item's price, cost and margin per unit
 * (price less cost, and as a share of the price; an item sold below its cost stands out),
 * searched by name, filtered by whether it is on sale, sorted by name or price, a page at a
 * time. A row opens the item's form (Enter on the row, or its name's link).
 */
export function SaleItemsListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(saleItemsResource, params), [params]);
  const answer = useRecords(saleItemsResource, listApiQuery(state));
  const data = answer.data;
  const go = (next: ListState) => setParams(listParams(next));
  const editHref = (id: number | string) => pathFor('edit-jf-sale-item', { id });

  const columns: DataTableColumn<SaleItem>[] = [
    {
      id: 'name',
      title: 'Name',
      isRowHeader: true,
      sortable: true,
      render: (item) => <Link href={editHref(item.id)}>{item.name}</Link>,
    },
    {
      id: 'unit_price',
      title: 'Unit price',
      sortable: true,
      align: 'end',
      render: (item) => formatMoney(item.unit_price ?? 0),
    },
    {
      id: 'unit_cost',
      title: 'Unit cost',
      align: 'end',
      render: (item) => formatMoney(item.unit_cost ?? 0),
    },
    {
      id: 'margin',
      title: 'Margin per unit',
      align: 'end',
      render: (item) => <MarginCell item={item} />,
    },
    {
      id: 'active',
      title: 'Active',
      render: (item) =>
        item.active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>,
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="sale items"
      noMatch={
        state.search
          ? `No sale item named like "${state.search}" with these filters.`
          : 'No sale item matches these filters.'
      }
      clearHref={pathFor('jf-sale-items')}
      clearLabel="Clear the search and filters"
      icon="receipt"
      description={
        hasPermission(permissions, saleItemsResource.permissions.create)
          ? 'Add what the farm sells, with its price and cost, to ring it up at the till.'
          : undefined
      }
    />
  );

  return (
    <section className={styles.page} aria-label="Sale items">
      <ListToolbar newHref={pathFor('new-jf-sale-item')} newLabel="New sale item">
        <SearchField
          label="Search by name"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <ListFilters
          resource={saleItemsResource}
          filters={FILTERS}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      <ListTable
        label="Sale items"
        resource={saleItemsResource}
        columns={columns}
        page={data as Page<SaleItem> | undefined}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={empty}
        loadingRowCount={6}
        onOpen={(id) => void navigate(pathFor('edit-jf-sale-item', { id }))}
      />
    </section>
  );
}
