import { useResourceRegistry } from '@backoffice/app-kit';
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
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatDay, formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { invoicesResource } from '../../resources/invoices';
import * as screen from '../shared/screen.css';
import { isOverdue, STATUS_BADGES, TYPE_LABELS } from './invoiceLabels';
import * as styles from './invoices.css';
import { useInvoices } from './invoicesApi';
import type { Invoice } from './invoiceTypes';

/** The filters the list offers, in the order they read. */
const FILTERS = ['type', 'status', 'customer_id', 'issued_on'];

/**
 * `/jf-invoices`: the brand's invoices and estimates, newest first; searched by number,
 * filtered by type, state, customer and issue period, sorted by date or money, a page at a
 * time, all kept in the address. An overdue invoice says so beside its state and its due date
 * stands out. A row opens its document (Enter on the row, or its number's link).
 */
export function InvoicesListScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(invoicesResource, params), [params]);
  const answer = useInvoices(listApiQuery(state));
  const data = answer.data;
  const go = (next: ListState) => setParams(listParams(next));
  const href = (invoice: Invoice) => pathFor('view-jf-invoice', { id: invoice.id });

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'number',
      title: 'Number',
      isRowHeader: true,
      sortable: true,
      render: (invoice) => (
        <span className={styles.nowrap}>
          <Link href={href(invoice)}>{invoice.number}</Link>
        </span>
      ),
    },
    {
      id: 'type',
      title: 'Type',
      render: (invoice) => TYPE_LABELS[invoice.type ?? 'invoice'],
    },
    {
      id: 'customer_id',
      title: 'Customer',
      render: (invoice) => invoice.labels.customer_id ?? '',
    },
    {
      id: 'issued_on',
      title: 'Issued on',
      sortable: true,
      render: (invoice) => <span className={styles.nowrap}>{formatDay(invoice.issued_on)}</span>,
    },
    {
      id: 'due_on',
      title: 'Due on',
      sortable: true,
      render: (invoice) => (
        <span className={`${styles.nowrap} ${isOverdue(invoice) ? styles.overdue : ''}`}>
          {invoice.due_on ? formatDay(invoice.due_on) : '—'}
        </span>
      ),
    },
    {
      id: 'status',
      title: 'Status',
      render: (invoice) => {
        const badge = STATUS_BADGES[invoice.status ?? 'unpaid'];
        return (
          <span className={styles.badges}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
            {isOverdue(invoice) && (
              <Badge tone="critical" variant="solid">
                Overdue
              </Badge>
            )}
          </span>
        );
      },
    },
    {
      id: 'total',
      title: 'Total',
      sortable: true,
      align: 'end',
      render: (invoice) => formatMoney(invoice.total ?? 0),
    },
    {
      id: 'balance',
      title: 'Balance',
      sortable: true,
      align: 'end',
      render: (invoice) =>
        invoice.type === 'invoice' && invoice.status !== 'void'
          ? formatMoney(invoice.balance ?? 0)
          : '—',
    },
  ];

  const empty = (
    <ListEmptyState
      narrowed={isNarrowed(state)}
      plural="invoices"
      noMatch={
        state.search
          ? `Nothing numbered like "${state.search}" with these filters.`
          : 'No invoice or estimate matches these filters.'
      }
      clearHref={pathFor('jf-invoices')}
      clearLabel="Clear the search and filters"
      icon="receipt"
      description="Invoices and estimates written for customers show here."
    />
  );

  return (
    <section className={screen.page} aria-label="Invoices">
      <ListToolbar newHref={pathFor('new-jf-invoice')} newLabel="New invoice">
        <SearchField
          label="Search by number"
          placeholder="INV-000123"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <ListFilters
          resource={invoicesResource}
          filters={FILTERS}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
      </ListToolbar>
      <ListTable
        label="Invoices"
        resource={invoicesResource}
        columns={columns}
        page={data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={empty}
        loadingRowCount={8}
        onOpen={(id) => void navigate(pathFor('view-jf-invoice', { id }))}
      />
    </section>
  );
}
