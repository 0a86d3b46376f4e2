import {
  AuditTrail,
  RecordActions,
  recordLoadState,
  useRecord,
  useRecordId,
} from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { payablesResource } from '../../resources/orders/payables';
import * as styles from './orders.css';
import { StatusBadge } from './StatusBadge';

const rate = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/**
 * `/evd-payables/{id}`: what the store is owed for the period, figure by figure (sales less the
 * commission at its rate, and where the rate comes from, less the refunds), its state, and
 * "Mark paid" with the payment's reference and day while it is due.
 */
export function PayableScreen() {
  const id = useRecordId();
  const answer = useRecord(payablesResource, id);
  const waiting = recordLoadState(id, answer, payablesResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const payable = answer.data;
  const number = String(payable.number);
  const rows: [string, string][] = [
    ['Delivered sales', formatMoney(Number(payable.sales))],
    [
      `Commission at ${rate(Number(payable.commission_rate))} (${String(payable.rate_source)})`,
      `− ${formatMoney(Number(payable.commission))}`,
    ],
    ['Refunds approved in the period', `− ${formatMoney(Number(payable.refunds))}`],
  ];
  return (
    <section className={styles.page} aria-label={`Payable ${number}`}>
      <div className={styles.header}>
        <h2 className={styles.heading}>
          {number} · {payable.labels.store_id ?? 'Store'}
        </h2>
        <StatusBadge status={payable.status} />
        <div className={styles.actions}>
          <RecordActions resource={payablesResource} record={payable} title={number} />
        </div>
      </div>
      <p className={styles.muted}>
        For {String(payable.period_from)} to {String(payable.period_thru)}
      </p>
      <table className={styles.lines}>
        <caption className={styles.muted}>How the payable is made</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <strong>Net owed to the store</strong>
            </th>
            <td>
              <strong>{formatMoney(Number(payable.net))}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {payable.status === 'paid' && (
        <dl className={styles.details}>
          <div>
            <dt>Paid on</dt>
            <dd>{String(payable.paid_on)}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd>{String(payable.reference)}</dd>
          </div>
        </dl>
      )}
      <AuditTrail resource={payablesResource} id={id} />
    </section>
  );
}
