import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import { useAppState, useResourceRegistry, useToast } from '@backoffice/app-kit';
import { recordLoadState, useRecordId } from '@backoffice/app-kit/resources';
import { availableActions, formatDay, formatMoney, MESSAGES } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@backoffice/ui/Tabs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { invoicesResource } from '../../resources/invoices';
import { PAYMENT_LABELS } from '../../resources/paymentLabels';
import * as table from '../shared/document.css';
import * as screen from '../shared/screen.css';
import { EstimateDecisionDialog } from './EstimateDecisionDialog';
import { documentName, isOverdue, STATUS_BADGES, TYPE_LABELS } from './invoiceLabels';
import { canBeVoided, takesPayments } from './invoiceMoney';
import * as styles from './invoices.css';
import {
  downloadInvoicePdf,
  useInvoice,
  useInvoiceChanged,
  useInvoicePayments,
} from './invoicesApi';
import type { Invoice } from './invoiceTypes';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { VoidInvoiceDialog } from './VoidInvoiceDialog';

type InvoiceDialog = 'payment' | 'void' | 'convert' | 'decline';
type Section = 'details' | 'payments';

/** A link to the estimate an invoice came from, or the invoice an estimate became, by its number. */
function LinkedDocument({ id, kind }: { id: number; kind: 'from' | 'to' }) {
  const { pathFor } = useResourceRegistry();
  const linked = useInvoice(id).data;
  const name = linked ? documentName(linked) : kind === 'from' ? 'the estimate' : 'the invoice';
  return (
    <p className={styles.note}>
      {kind === 'from' ? 'Made from ' : 'Converted into '}
      <Link href={pathFor('view-jf-invoice', { id })}>{name}</Link>.
    </p>
  );
}

/** The money of the document: its total, and for an invoice what was paid and what is left. */
function Totals({ invoice }: { invoice: Invoice }) {
  return (
    <dl className={`${screen.figures} ${styles.totals}`}>
      <div className={screen.grandFigure}>
        <dt>Total</dt>
        <dd>{formatMoney(invoice.total ?? 0)}</dd>
      </div>
      {invoice.type === 'invoice' && (
        <>
          <div className={screen.figure}>
            <dt>Paid</dt>
            <dd>{formatMoney(invoice.paid ?? 0)}</dd>
          </div>
          <div className={screen.figure}>
            <dt>Balance</dt>
            <dd className={isOverdue(invoice) ? styles.overdue : undefined}>
              {formatMoney(invoice.balance ?? 0)}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  return (
    <table className={table.table}>
      <caption className={table.caption}>Lines</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className={table.number}>
            Quantity
          </th>
          <th scope="col" className={table.number}>
            Unit price
          </th>
          <th scope="col" className={table.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">{line.description}</th>
            <td className={table.number}>{line.quantity}</td>
            <td className={table.number}>{formatMoney(line.unit_price ?? 0)}</td>
            <td className={table.number}>
              {formatMoney((line.quantity ?? 0) * (line.unit_price ?? 0))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The invoice's payments, from their own list. */
function Payments({ payments }: { payments: ReturnType<typeof useInvoicePayments> }) {
  if (payments.error && !payments.data) {
    return (
      <p role="alert" className={screen.alert}>
        {MESSAGES.general}
      </p>
    );
  }
  if (!payments.data) return <Skeleton lines={3} label="Loading payments" />;
  if (payments.data.length === 0) return <p className={screen.muted}>No payments yet.</p>;
  return (
    <table className={table.table}>
      <caption className={table.caption}>Payments</caption>
      <thead>
        <tr>
          <th scope="col">Paid on</th>
          <th scope="col">Method</th>
          <th scope="col">Reference</th>
          <th scope="col" className={table.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.data.map((payment) => (
          <tr key={payment.id}>
            <td>{formatDay(payment.paid_on)}</td>
            <td>{PAYMENT_LABELS[payment.method] ?? payment.method}</td>
            <td>{payment.reference ?? '—'}</td>
            <td className={table.number}>{formatMoney(payment.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface InvoiceScreenProps {
  /** The section in view when the page opens: the spec's `/jf-invoices/:id/payments` shows the payments. */
  section?: Section;
}

/**
 * `/jf-invoices/:id`: one invoice or estimate: its number, type and state (an overdue invoice
 * says so in red beside its state), customer, dates, lines, total, what was paid and what is
 * left, its notes, and the estimate it came from or the invoice it became. Two tabs: Details
 * and Payments (an invoice's). The actions are offered only to those who may run them, while
 * the document's state allows them: Record payment and Void (while nothing is paid) on an
 * invoice, Convert to invoice and Decline on an open estimate; each opens a dialog over the
 * page. Print downloads the server's PDF, named by the number.
 */
export function InvoiceScreen({ section = 'details' }: InvoiceScreenProps) {
  const id = useRecordId();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useInvoice(id);
  // An estimate takes no payments: its list is not asked for.
  const payments = useInvoicePayments(answer.data?.type === 'invoice' ? id : null);
  const invoiceChanged = useInvoiceChanged();
  const [tab, setTab] = useState<Section>(section);
  const [dialog, setDialog] = useState<InvoiceDialog | null>(null);
  const [printing, setPrinting] = useState(false);
  const waiting = recordLoadState(id, answer, invoicesResource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const invoice = answer.data;
  const name = documentName(invoice);
  const status = STATUS_BADGES[invoice.status ?? 'unpaid'];
  const allowed = new Set(
    availableActions(invoicesResource, invoice, (permission) =>
      hasPermission(permissions, permission),
    ),
  );
  const mayPay = allowed.has('payments') && takesPayments(invoice);
  const mayVoid = allowed.has('void') && canBeVoided(invoice);
  const isInvoice = invoice.type === 'invoice';

  const changed = (next: Invoice | null) => {
    if (next) void invoiceChanged(next);
    else void answer.mutate();
  };
  const print = async () => {
    setPrinting(true);
    try {
      await downloadInvoicePdf(client, invoice);
    } catch {
      toast(MESSAGES.general, 'critical');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section className={screen.page} aria-label={name}>
      <div className={screen.header}>
        <Link href={pathFor('jf-invoices')} variant="standalone">
          <Icon name="arrow-left" /> All invoices
        </Link>
        <div className={screen.actions}>
          <Button variant="secondary" onPress={() => void print()} isPending={printing}>
            <Icon name="printer" /> Print
          </Button>
          {mayPay && <Button onPress={() => setDialog('payment')}>Record payment</Button>}
          {allowed.has('convert') && (
            <Button onPress={() => setDialog('convert')}>Convert to invoice</Button>
          )}
          {allowed.has('decline') && (
            <Button variant="secondary" onPress={() => setDialog('decline')}>
              Decline
            </Button>
          )}
          {mayVoid && (
            <Button variant="danger" onPress={() => setDialog('void')}>
              Void
            </Button>
          )}
        </div>
      </div>
      <article className={styles.document} aria-labelledby="invoice-heading">
        <div className={screen.header}>
          <h2 id="invoice-heading" className={screen.heading}>
            {name}
          </h2>
          <span className={styles.badges}>
            <Badge tone={status.tone}>{status.label}</Badge>
            {isOverdue(invoice) && (
              <Badge tone="critical" variant="solid" icon={<Icon name="alert-circle" />}>
                Overdue
              </Badge>
            )}
          </span>
        </div>
        {invoice.status === 'void' && (
          <p className={styles.note}>
            <strong>Void.</strong> {invoice.void_reason}
          </p>
        )}
        {invoice.converted_from_id != null && (
          <LinkedDocument id={invoice.converted_from_id} kind="from" />
        )}
        {invoice.converted_to_id != null && (
          <LinkedDocument id={invoice.converted_to_id} kind="to" />
        )}
        <dl className={table.facts}>
          <dt>Type</dt>
          <dd>{TYPE_LABELS[invoice.type ?? 'invoice']}</dd>
          <dt>Customer</dt>
          <dd>{invoice.labels.customer_id ?? ''}</dd>
          <dt>Issued on</dt>
          <dd>{formatDay(invoice.issued_on)}</dd>
          <dt>Due on</dt>
          <dd className={isOverdue(invoice) ? styles.overdue : undefined}>
            {invoice.due_on ? formatDay(invoice.due_on) : '—'}
          </dd>
        </dl>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as Section)}>
          <TabList aria-label={`Sections of ${name}`}>
            <Tab id="details">Details</Tab>
            {isInvoice && <Tab id="payments">Payments</Tab>}
          </TabList>
          <TabPanel id="details" className={screen.stack}>
            <Lines invoice={invoice} />
            <Totals invoice={invoice} />
            {invoice.notes && (
              <>
                <h3>Notes</h3>
                <p className={styles.notes}>{invoice.notes}</p>
              </>
            )}
          </TabPanel>
          {isInvoice && (
            <TabPanel id="payments" className={screen.stack}>
              <Payments payments={payments} />
              <Totals invoice={invoice} />
            </TabPanel>
          )}
        </Tabs>
      </article>
      {dialog === 'payment' && (
        <RecordPaymentDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onChanged={(next) => {
            changed(next);
            void payments.mutate();
            if (next) setTab('payments');
          }}
        />
      )}
      {dialog === 'void' && (
        <VoidInvoiceDialog invoice={invoice} onClose={() => setDialog(null)} onChanged={changed} />
      )}
      {(dialog === 'convert' || dialog === 'decline') && (
        <EstimateDecisionDialog
          invoice={invoice}
          decision={dialog}
          onClose={() => setDialog(null)}
          onChanged={changed}
          onConverted={(made) => {
            void invoiceChanged(made);
            void navigate(pathFor('view-jf-invoice', { id: made.id }));
          }}
        />
      )}
    </section>
  );
}

/** `/jf-invoices/:id/payments`: the same page with its payments in view. */
export function InvoicePaymentsScreen() {
  return <InvoiceScreen section="payments" />;
}
