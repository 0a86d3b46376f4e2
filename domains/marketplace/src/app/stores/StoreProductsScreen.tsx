import { useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
import {
  changeListState,
  isNarrowed,
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
import { formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_STATUSES, type ProductStatus } from '../../resources/stores';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { type Store, useStoreCan, useStoreResources } from './storeApi';
import { PRODUCT_BADGES } from './storeLabels';
import * as styles from './stores.css';

const ANY = '*';

function Products({ store }: { store: Store }) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const can = useStoreCan(store.slug);
  const { products } = useStoreResources(store.slug);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(products, params), [params, products]);
  const answer = useRecords(products, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next));
  const mayManage = can('manage_evdati_products');
  const editHref = (row: ResourceRow) =>
    pathFor('edit-store-product', { storeSlug: store.slug, productId: row.id });
  const status = typeof state.filter.status === 'string' ? state.filter.status : ANY;

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'name',
      title: 'Product',
      sortable: true,
      isRowHeader: true,
      render: (row) =>
        mayManage ? <Link href={editHref(row)}>{String(row.name)}</Link> : String(row.name),
    },
    { id: 'category_id', title: 'Category', render: (row) => row.labels.category_id ?? '' },
    {
      id: 'price',
      title: 'Price',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(Number(row.price ?? 0)),
    },
    {
      id: 'variant_count',
      title: 'Variants',
      sortable: true,
      align: 'end',
      render: (row) => String(row.variant_count ?? 0),
    },
    {
      id: 'stock',
      title: 'Stock',
      sortable: true,
      align: 'end',
      render: (row) => String(row.stock ?? 0),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const badge = PRODUCT_BADGES[row.status as ProductStatus];
        return badge && <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
  ];

  const filters = (
    <div className={styles.toolbar}>
      <SearchField
        label="Search products"
        value={state.search}
        onSearch={(search) => go(changeListState(state, { search }))}
      />
      <Select
        label="Status"
        options={[
          { name: 'Any', value: ANY },
          ...PRODUCT_STATUSES.map((value) => ({ value, name: PRODUCT_BADGES[value].label })),
        ]}
        value={status}
        onChange={(key) =>
          go(withFilter(state, 'status', key === null || key === ANY ? null : String(key)))
        }
      />
    </div>
  );

  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-products" />
      {mayManage ? (
        <ListToolbar
          newHref={pathFor('new-store-product', { storeSlug: store.slug })}
          newLabel="New product"
        >
          {filters}
        </ListToolbar>
      ) : (
        filters
      )}
      <ListTable
        label={`Products of ${store.name}`}
        resource={products}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={isNarrowed(state)}
            plural="products"
            noMatch="No product matches this search and this status."
            clearHref={pathFor('store-products', { storeSlug: store.slug })}
            clearLabel="Clear the search and filters"
            description={
              mayManage ? 'Add the store’s first product; it goes live once approved.' : undefined
            }
            icon="box"
          />
        }
        loadingRowCount={8}
        onOpen={(id) => {
          if (mayManage) {
            void navigate(pathFor('edit-store-product', { storeSlug: store.slug, productId: id }));
          }
        }}
      />
    </article>
  );
}

/**
 * `/evd-stores/{storeSlug}/products`: the store's products with their price, variants, stock and
 * state (live only once approved), searched and filtered by state; a new product and each
 * product's page for those who manage the store's products (their own permission or the store's
 * grant).
 */
export function StoreProductsScreen() {
  return <StoreLoad optional>{(store) => <Products store={store} />}</StoreLoad>;
}
