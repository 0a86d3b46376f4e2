import { useResourceRegistry } from '@backoffice/app-kit';
import {
  displayValue,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  RecordFields,
  type ResourceRow,
  readListState,
  recordLoadState,
  useRecord,
  useRecordId,
  useRecords,
} from '@backoffice/app-kit/resources';
import { type FieldDefinition, fieldNames } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { jfdCustomersResource as customers } from '../../resources/catalogue';
import { ordersResource as orders } from '../../resources/orders';
import * as styles from './catalogue.css';

/** The order columns a customer's page shows. */
const ORDER_COLUMNS = ['number', 'slot_date', 'kind', 'status', 'total'] as const;

/** The customer's orders, newest first, paged and sorted in the address. */
function CustomerOrders({ customerId, name }: { customerId: number; name: string }) {
  const { pathFor } = useResourceRegistry();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const base = readListState(orders, params);
  const state: ListState = {
    ...base,
    sort: base.sort ?? 'number',
    direction: base.direction ?? 'desc',
    filter: { customer_id: String(customerId) },
  };
  const answer = useRecords(orders, listApiQuery(state));
  const href = (row: ResourceRow) => pathFor('view-jfd-order', { id: row.id });
  const columns: DataTableColumn<ResourceRow>[] = ORDER_COLUMNS.map((name, index) => {
    const field: FieldDefinition = orders.fields[name];
    return {
      id: name,
      title: field.label,
      sortable: field.sortable ?? false,
      align: field.type === 'money' ? 'end' : 'start',
      isRowHeader: index === 0,
      render: (row) => {
        const text = displayValue(field, row[name], row.labels[name]);
        return name === 'number' ? <Link href={href(row)}>{text}</Link> : text;
      },
    };
  });
  return (
    <section className={styles.page} aria-labelledby="customer-orders">
      <h2 id="customer-orders" className={styles.heading}>
        Orders
      </h2>
      <ListTable
        label={`Orders of ${name}`}
        resource={orders}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={(next) => {
          const { filter: _filter, ...kept } = next;
          setParams(listParams({ ...kept, filter: {} }), { replace: true });
        }}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={3}
            icon={<Icon name="box" />}
            title="No orders yet"
            description={`${name} has not ordered yet.`}
          />
        }
        loadingRowCount={5}
        onOpen={(id) => {
          const row = answer.data?.items.find((item) => String(item.id) === id);
          if (row) void navigate(href(row));
        }}
      />
    </section>
  );
}

/** `/jfd-customers/{id}`: the customer's details, then their orders. */
export function CustomerScreen() {
  const id = useRecordId();
  const answer = useRecord(customers, id);
  const waiting = recordLoadState(id, answer, customers.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const customer = answer.data;
  const name = String(customer.name);
  return (
    <section className={styles.page} aria-label={`Customer ${name}`}>
      <h2 className={styles.heading}>{name}</h2>
      <RecordFields resource={customers} record={customer} fields={fieldNames(customers)} />
      <CustomerOrders customerId={id} name={name} />
    </section>
  );
}
