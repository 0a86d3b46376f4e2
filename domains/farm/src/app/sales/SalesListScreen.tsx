import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
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
  withFilter,
} from '@backoffice/app-kit/resources';
import { fieldsWhere, formatDay, formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_LABELS } from '../../resources/paymentLabels';
import { salesResource } from '../../resources/sales';
import { SalesTotalsPanel } from './SalesTotalsPanel';
import { STATUS_BADGES, saleNumber } from './saleLabels';
import * as styles from './sales.css';
import { useSales } from './salesApi';
import type { Sale } from './saleTypes';

/** The sales list's state from the address, its sorts by total and refunded total included. */
export function readSalesListState(params: URLSearchParams): ListState {
  return readListState(salesResource, params);
}

/** The totals row's figures: every sale the filters match, voided ones counting nowhere. */
export function matchingTotals(totals: Readonly<Record<string, number>> | undefined) {
  return {
    sold: totals?.sold_total ?? 0,
    refunded: totals?.refunded_total ?? 0,
    net: totals?.net_total ?? 0,
  };
}

/**
 * `/jf-sales`: the brand's sales, newest first, filtered by period, status, payment method and
 * customer (kept in the address), sorted by date or amount, a page at a time, with the totals
 * of every sale the filters match (the server sums them; voided sales count nowhere). A row opens the sale's receipt (Enter on the row, or its link). There is no search
 * box: a sale has no text of its own to match (the customer is a filter).
 */
export function SalesListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSalesListState(params), [params]);
  const answer = useSales(listApiQuery(state));
  const data = answer.data;
  const go = (next: ListState) => setParams(listParams(next));
  const receiptHref = (sale: Sale) => pathFor('view-jf-sale', { id: sale.id });

  const columns: DataTableColumn<Sale>[] = [
    {
      id: 'id',
      title: 'Sale',
      isRowHeader: true,
      render: (sale) => <Link href={receiptHref(sale)}>{saleNumber(sale.id)}</Link>,
    },
    { id: 'sold_on', title: 'Date', sortable: true, render: (sale) => formatDay(sale.sold_on) },
    {
      id: 'customer_id',
      title: 'Customer',
      render: (sale) => sale.labels.customer_id ?? 'Walk-in',
    },
    {
      id: 'payment_method',
      title: 'Paid by',
      render: (sale) => (sale.payment_method ? PAYMENT_LABELS[sale.payment_method] : ''),
    },
    {
      id: 'status',
      title: 'Status',
      render: (sale) => {
        const badge = STATUS_BADGES[sale.status ?? 'completed'];
        return <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    {
      id: 'total',
      title: 'Total',
      sortable: true,
      align: 'end',
      render: (sale) => formatMoney(sale.total ?? 0),
    },
    {
      id: 'refunded_total',
      title: 'Refunded',
      sortable: true,
      align: 'end',
      render: (sale) =>
        (sale.refunded_total ?? 0) > 0 ? formatMoney(sale.refunded_total ?? 0) : '—',
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="sales"
      noMatch="No sale matches these filters."
      clearHref={pathFor('jf-sales')}
      clearLabel="Clear the filters"
      icon="receipt"
      description={
        hasPermission(permissions, salesResource.permissions.create)
          ? 'Sales rung up at the till show here.'
          : undefined
      }
    />
  );

  return (
    <section className={styles.page} aria-label="Sales">
      <ListToolbar newHref={pathFor('new-jf-sale')} newLabel="New sale">
        <ListFilters
          resource={salesResource}
          filters={fieldsWhere(salesResource, 'filterable')}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      {(data ? data.items.length > 0 : !answer.error) && (
        <SalesTotalsPanel
          totals={data ? matchingTotals(data.totals) : null}
          count={data?.total ?? 0}
          narrowed={isNarrowed(state)}
        />
      )}
      <ListTable
        label="Sales"
        resource={salesResource}
        columns={columns}
        page={data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={empty}
        loadingRowCount={8}
        onOpen={(id) => void navigate(pathFor('view-jf-sale', { id }))}
      />
    </section>
  );
}
