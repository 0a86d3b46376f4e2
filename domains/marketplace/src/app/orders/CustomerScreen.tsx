import { useResourceRegistry } from '@backoffice/app-kit';
import {
  ListEmptyState,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  RecordFields,
  readListState,
  recordLoadState,
  useRecord,
  useRecordId,
  useRecords,
} from '@backoffice/app-kit/resources';
import { fieldNames, formatMoney } from '@backoffice/contract';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { customersResource } from '../../resources/orders/customers';
import { ordersResource } from '../../resources/orders/orders';
import { fieldColumns } from './columns';
import * as styles from './orders.css';

const ORDER_COLUMNS = ['number', 'placed_on', 'stores_count', 'total', 'status'] as const;

/** The customer's orders, newest first, paged and sorted in the address. */
function CustomerOrders({ customerId, name }: { customerId: number; name: string }) {
  const { pathFor } = useResourceRegistry();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const base = readListState(ordersResource, params);
  const state: ListState = {
    ...base,
    sort: base.sort ?? 'placed_on',
    direction: base.direction ?? 'desc',
    filter: { customer_id: String(customerId) },
  };
  const answer = useRecords(ordersResource, listApiQuery(state));
  const href = (row: { id: number }) => pathFor('view-evd-order', { id: row.id });
  return (
    <section className={styles.page} aria-labelledby="customer-orders">
      <h3 id="customer-orders" className={styles.subheading}>
        Orders
      </h3>
      <ListTable
        label={`Orders of ${name}`}
        resource={ordersResource}
        columns={fieldColumns(ordersResource, ORDER_COLUMNS, href)}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={(next) => setParams(listParams({ ...next, filter: {} }), { replace: true })}
        emptyState={
          <ListEmptyState
            narrowed={false}
            plural="orders"
            noMatch=""
            clearHref=""
            clearLabel=""
            title="No orders yet"
            description={`${name} has not ordered yet.`}
            icon="receipt"
          />
        }
        loadingRowCount={5}
        onOpen={(id) => void navigate(pathFor('view-evd-order', { id }))}
      />
    </section>
  );
}

/** `/evd-customers/{id}`: the shopper's details, their totals, then their orders. */
export function CustomerScreen() {
  const id = useRecordId();
  const answer = useRecord(customersResource, id);
  const waiting = recordLoadState(id, answer, customersResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const customer = answer.data;
  const name = String(customer.name);
  return (
    <section className={styles.page} aria-label={`Customer ${name}`}>
      <h2 className={styles.heading}>{name}</h2>
      <div className={styles.cards}>
        <div className={styles.card}>
          <span className={styles.muted}>Orders</span>
          <span className={styles.bigFigure}>{String(customer.orders_count ?? 0)}</span>
        </div>
        <div className={styles.card}>
          <span className={styles.muted}>Total spent</span>
          <span className={styles.bigFigure}>{formatMoney(Number(customer.total_spent ?? 0))}</span>
        </div>
      </div>
      <RecordFields
        resource={customersResource}
        record={customer}
        fields={fieldNames(customersResource)}
      />
      <CustomerOrders customerId={id} name={name} />
    </section>
  );
}
