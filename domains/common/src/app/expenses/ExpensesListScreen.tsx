import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { ListToolbar } from '@backoffice/app-kit/components';
import {
  changeListState,
  displayValue,
  isNarrowed,
  ListFilters,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  type ResourceRow,
  readListState,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import { formatMoney, MESSAGES, type ResourceDefinition } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Switch } from '@backoffice/ui/Switch';
import { TextField } from '@backoffice/ui/TextField';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentExpenses } from './currentExpenses';
import { EXPENSE_STATUS_BADGES } from './expenseLabels';
import * as styles from './expenses.css';

const FILTERS = ['status', 'expense_category_id', 'vendor_id', 'spent_on'];
const OVERDUE = 'filter[overdue]';

const isOverdue = (row: ResourceRow) => Number(row.overdue) === 1;

/**
 * A brand's expenses (`/jf-expenses`, `/jfd-expenses`, `/evd-expenses`), newest first: searched
 * by description, filtered by state, category, vendor and day, with "Overdue only" (the server's
 * computed `overdue`), sorted, a page at a time, all kept in the address. An overdue expense
 * says so beside its state and its due date stands out in red and bold. A row opens the expense
 * (Enter on the row, or its description's link); an unpaid one offers "Pay".
 */
export function ExpensesListScreen() {
  const expenses = useCurrentExpenses();
  const { resource, routes } = expenses;
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(resource, params), [resource, params]);
  const overdueOnly = params.get(OVERDUE) === '1';
  const query = `${listApiQuery(state)}${overdueOnly ? `&${encodeURIComponent(OVERDUE)}=1` : ''}`;
  const apiQuery = query.startsWith('&') ? query.slice(1) : query;
  const answer = useRecords(resource, apiQuery);
  const page = answer.data;
  const [text, setText] = useState(state.search);
  const go = (next: ListState, overdue = overdueOnly) => {
    const search = listParams(next);
    if (overdue) search.set(OVERDUE, '1');
    setParams(search);
  };
  const href = (row: ResourceRow) => pathFor(routes.detail, { id: row.id });
  const permissions = useAppState((app) => app.user?.permissions ?? []);
  // The brand's Expense Report, for those who may run it (the reports page has tiles for the
  // farm's only, as the spec lists them).
  const report = hasPermission(permissions, expenses.report.permission) ? (
    <Link href={pathFor(routes.report)}>Expense report</Link>
  ) : null;
  const field = (name: string) => (resource as ResourceDefinition).fields[name]!;

  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'spent_on',
      title: 'Day',
      sortable: true,
      render: (row) => (
        <span className={styles.nowrap}>{displayValue(field('spent_on'), row.spent_on)}</span>
      ),
    },
    {
      id: 'description',
      title: 'Description',
      isRowHeader: true,
      render: (row) => <Link href={href(row)}>{String(row.description ?? '')}</Link>,
    },
    {
      id: 'expense_category_id',
      title: 'Category',
      render: (row) => row.labels.expense_category_id ?? '',
    },
    { id: 'vendor_id', title: 'Vendor', render: (row) => row.labels.vendor_id ?? '—' },
    {
      id: 'amount',
      title: 'Amount',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(Number(row.amount ?? 0)),
    },
    {
      id: 'due_on',
      title: 'Due',
      sortable: true,
      render: (row) => (
        <span className={`${styles.nowrap} ${isOverdue(row) ? styles.overdue : ''}`}>
          {row.due_on ? displayValue(field('due_on'), row.due_on) : '—'}
        </span>
      ),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const badge = EXPENSE_STATUS_BADGES[String(row.status)] ?? EXPENSE_STATUS_BADGES.unpaid!;
        return (
          <span className={styles.badges}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
            {isOverdue(row) && (
              <Badge tone="critical" variant="solid">
                Overdue
              </Badge>
            )}
          </span>
        );
      },
    },
    {
      id: 'pay',
      title: 'Payment',
      render: (row) =>
        row.status === 'unpaid' ? (
          <Link
            href={pathFor(routes.pay, { id: row.id })}
            aria-label={`Pay ${String(row.description ?? '')}`}
          >
            Pay
          </Link>
        ) : (
          displayValue(field('paid_on'), row.paid_on)
        ),
    },
  ];

  const narrowed = isNarrowed(state) || overdueOnly;
  const empty = (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name={narrowed ? 'search' : 'receipt'} />}
      title={narrowed ? 'No expenses match' : 'No expenses yet'}
      description={
        narrowed
          ? 'No expense matches this search and these filters.'
          : 'Bills and purchases recorded here show with their due dates.'
      }
      {...(narrowed
        ? { action: <Link href={pathFor(routes.list)}>Clear the search and filters</Link> }
        : {})}
    />
  );

  return (
    <section className={styles.page} aria-label="Expenses">
      <ListToolbar newHref={pathFor(routes.create)} newLabel="New expense" links={report}>
        <TextField
          type="search"
          label="Search by description"
          value={text}
          onChange={setText}
          onBlur={() =>
            text.trim() !== state.search && go(changeListState(state, { search: text.trim() }))
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter') go(changeListState(state, { search: text.trim() }));
          }}
        />
        <ListFilters
          resource={resource}
          filters={FILTERS}
          values={state.filter}
          onChange={(name, value) => go(withFilter(state, name, value))}
        />
        <Switch isSelected={overdueOnly} onChange={(on) => go(changeListState(state, {}), on)}>
          Overdue only
        </Switch>
      </ListToolbar>
      <ListTable
        label="Expenses"
        resource={resource}
        columns={columns}
        page={page}
        failed={Boolean(answer.error)}
        failure={
          <p role="alert" className={styles.alert}>
            {MESSAGES.general}
          </p>
        }
        state={state}
        apiQuery={apiQuery}
        go={go}
        emptyState={empty}
        loadingRowCount={8}
        onOpen={(id) => void navigate(pathFor(routes.detail, { id }))}
        summary={(shown) =>
          shown.totals?.amount !== undefined && (
            <p>
              Total of the {shown.total === 1 ? 'expense' : `${shown.total} expenses`} shown:{' '}
              <strong>{formatMoney(shown.totals.amount)}</strong>
            </p>
          )
        }
      />
    </section>
  );
}
