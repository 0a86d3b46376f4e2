import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { recordLoadState, useRecordId } from '@backoffice/app-kit/resources';
import { formatDay, formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_LABELS } from '../../resources/paymentLabels';
import { salesResource } from '../../resources/sales';
import { RefundSaleDialog } from './RefundSaleDialog';
import * as receipt from './receipt.css';
import { STATUS_BADGES, saleNumber } from './saleLabels';
import { canBeRefunded, canBeVoided, refundableLines } from './saleMoney';
import * as styles from './sales.css';
import { useSale, useSaleChanged } from './salesApi';
import type { Sale } from './saleTypes';
import { VoidSaleDialog } from './VoidSaleDialog';

type SaleDialog = 'void' | 'refund';

/** The money of the receipt, line by line. */
function Totals({ sale }: { sale: Sale }) {
  const cash = sale.payment_method === 'cash';
  const refunded = sale.refunded_total ?? 0;
  return (
    <dl className={styles.figures}>
      <div className={styles.grandFigure}>
        <dt>Total</dt>
        <dd>{formatMoney(sale.total ?? 0)}</dd>
      </div>
      {cash && sale.amount_tendered != null && (
        <>
          <div className={styles.figure}>
            <dt>Tendered</dt>
            <dd>{formatMoney(sale.amount_tendered)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Change</dt>
            <dd>{formatMoney(sale.change_due ?? sale.amount_tendered - (sale.total ?? 0))}</dd>
          </div>
        </>
      )}
      {refunded > 0 && (
        <>
          <div className={styles.figure}>
            <dt>Refunded</dt>
            <dd>−{formatMoney(refunded)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Net</dt>
            <dd>{formatMoney((sale.total ?? 0) - refunded)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/** The refunds of the sale: each with its day, amount, reason and lines when the server sends them. */
function Refunds({ sale }: { sale: Sale }) {
  const refunded = sale.refunded_total ?? 0;
  if (!sale.refunds) {
    return refunded > 0 ? (
      <p className={styles.muted}>{formatMoney(refunded)} refunded so far.</p>
    ) : null;
  }
  if (sale.refunds.length === 0) return null;
  const names = new Map(sale.lines.map((line) => [line.id, line.name ?? '']));
  return (
    <table className={receipt.table}>
      <caption className={receipt.caption}>Refunds</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Items returned</th>
          <th scope="col">Reason</th>
          <th scope="col" className={receipt.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {sale.refunds.map((refund) => (
          <tr key={refund.id}>
            <td>{formatDay(refund.refunded_on)}</td>
            <td>
              {refund.lines
                .map((line) => `${line.quantity} × ${names.get(line.sale_line_id) ?? 'item'}`)
                .join(', ')}
              {refund.restock ? ' (restocked)' : ''}
            </td>
            <td>{refund.reason}</td>
            <td className={receipt.number}>{formatMoney(refund.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface SaleReceiptScreenProps {
  /** The dialog open when the screen opens: the spec's `/jf-sales/:id/void` and `/refund`. */
  openDialog?: SaleDialog;
}

/**
 * `/jf-sales/:id`: the receipt of one sale, printable (Print prints the receipt alone), its
 * lines, totals, cash tendered and change, its state, the void's reason and its refunds. Void
 * and Refund are offered to those who may run them, while the sale's state allows them; each
 * opens a dialog over the receipt. The buttons open it in place, so the focus comes back to
 * them; the spec's addresses of the dialogs open the receipt with one open, and closing it
 * goes back to the receipt's own address.
 */
export function SaleReceiptScreen({ openDialog }: SaleReceiptScreenProps) {
  const id = useRecordId();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useSale(id);
  const saleChanged = useSaleChanged();
  const [dialog, setDialog] = useState<SaleDialog | null>(openDialog ?? null);
  const waiting = recordLoadState(id, answer, salesResource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const sale = answer.data;
  const status = STATUS_BADGES[sale.status ?? 'completed'];
  const manager = hasPermission(permissions, salesResource.actions.void?.permission);
  const mayVoid = manager && canBeVoided(sale);
  const mayRefund =
    hasPermission(permissions, salesResource.actions.refund?.permission) && canBeRefunded(sale);
  const returned = new Map(refundableLines(sale).map((line) => [line.line.id, line.returned]));
  const anyReturned = [...returned.values()].some((quantity) => quantity > 0);

  const close = () => {
    setDialog(null);
    if (openDialog) void navigate(pathFor('view-jf-sale', { id }), { replace: true });
  };
  const changed = (next: Sale | null) => {
    if (next) void saleChanged(next);
    else void answer.mutate();
  };

  return (
    <section className={styles.page} aria-label={saleNumber(sale.id)}>
      <div className={`${styles.header} ${receipt.noPrint}`}>
        <Link href={pathFor('jf-sales')} variant="standalone">
          <Icon name="arrow-left" /> All sales
        </Link>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => window.print()}>
            <Icon name="printer" /> Print
          </Button>
          {mayRefund && (
            <Button variant="secondary" onPress={() => setDialog('refund')}>
              Refund
            </Button>
          )}
          {mayVoid && (
            <Button variant="danger" onPress={() => setDialog('void')}>
              Void
            </Button>
          )}
        </div>
      </div>
      <article className={receipt.receipt} aria-labelledby="sale-heading">
        <div className={styles.header}>
          <h2 id="sale-heading" className={styles.heading}>
            {saleNumber(sale.id)}
          </h2>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        {sale.status === 'voided' && (
          <p className={receipt.voidNote}>
            <strong>Voided.</strong> {sale.void_reason}
          </p>
        )}
        <dl className={receipt.facts}>
          <dt>Date</dt>
          <dd>{formatDay(sale.sold_on)}</dd>
          <dt>Customer</dt>
          <dd>{sale.labels.customer_id ?? 'Walk-in customer'}</dd>
          <dt>Paid by</dt>
          <dd>{sale.payment_method ? PAYMENT_LABELS[sale.payment_method] : ''}</dd>
        </dl>
        <table className={receipt.table}>
          <caption className={receipt.caption}>Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={receipt.number}>
                Quantity
              </th>
              {anyReturned && (
                <th scope="col" className={receipt.number}>
                  Returned
                </th>
              )}
              <th scope="col" className={receipt.number}>
                Unit price
              </th>
              <th scope="col" className={receipt.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.name}</th>
                <td className={receipt.number}>{line.quantity}</td>
                {anyReturned && <td className={receipt.number}>{returned.get(line.id) ?? 0}</td>}
                <td className={receipt.number}>{formatMoney(line.unit_price ?? 0)}</td>
                <td className={receipt.number}>
                  {formatMoney((line.quantity ?? 0) * (line.unit_price ?? 0))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Totals sale={sale} />
        <Refunds sale={sale} />
      </article>
      {dialog === 'void' && <VoidSaleDialog sale={sale} onClose={close} />}
      {dialog === 'refund' && <RefundSaleDialog sale={sale} onClose={close} onChanged={changed} />}
    </section>
  );
}

/** `/jf-sales/:id/void`: the receipt with the void dialog open. */
export function VoidSaleScreen() {
  return <SaleReceiptScreen openDialog="void" />;
}

/** `/jf-sales/:id/refund`: the receipt with the refund dialog open. */
export function RefundSaleScreen() {
  return <SaleReceiptScreen openDialog="refund" />;
}
