import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { businessToday, formatMoney, wrongStateMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { Select } from '@backoffice/ui/Select';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { INVOICE_PAYMENT_METHODS, invoicesResource } from '../../resources/invoices';
import { PAYMENT_LABELS } from '../../resources/paymentLabels';
import * as screen from '../shared/screen.css';
import { withConflict } from '../shared/withConflict';
import { documentName } from './invoiceLabels';
import { balanceAfter, statusAfterPayment, takesPayments } from './invoiceMoney';
import { recordPayment } from './invoicesApi';
import type { Invoice, InvoicePaymentMethod } from './invoiceTypes';

export interface InvoiceActionDialogProps {
  invoice: Invoice;
  /** Closes the dialog: the screen stops rendering it. */
  onClose: () => void;
  /** The document as the server answers it after the action, or null after a 409 (refetch it). */
  onChanged: (invoice: Invoice | null) => void;
}

/**
 * Takes a payment against an invoice: the day, the amount (the whole balance to start with,
 * as most customers settle at once), how it was paid and its reference. What is left to pay
 * follows the amount as it is typed. The server refuses an amount above the balance with its
 * message beside the amount; a 409 (paid meanwhile, voided, changed) shows its sentence, the
 * page refetches, and the dialog offers only to close.
 */
export function RecordPaymentDialog({ invoice, onClose, onChanged }: InvoiceActionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const balance = invoice.balance ?? 0;
  const [paidOn, setPaidOn] = useState<string | null>(() => businessToday());
  const [amount, setAmount] = useState<number | null>(balance);
  const [method, setMethod] = useState<InvoicePaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(amount !== balance || reference !== '');
  const action = invoicesResource.actions.payments!;
  const left = balanceAfter(balance, amount);
  const refusal =
    conflict ?? (takesPayments(invoice) ? null : wrongStateMessage(action, invoice.status));

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Record a payment on ${documentName(invoice)}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, () =>
              withConflict(
                async () => {
                  const paid = await recordPayment(client, invoice, {
                    paid_on: paidOn ?? '',
                    amount,
                    method,
                    reference,
                  });
                  onChanged(paid);
                  toast(
                    `${formatMoney(amount ?? 0)} recorded on ${documentName(invoice)}.`,
                    'positive',
                  );
                  onClose();
                },
                (message) => {
                  setConflict(message);
                  onChanged(null);
                },
              ),
            )
          }
        >
          {refusal && <AlertMessage>{refusal}</AlertMessage>}
          <dl className={screen.figures}>
            <div className={screen.figure}>
              <dt>Balance</dt>
              <dd>{formatMoney(balance)}</dd>
            </div>
          </dl>
          <MoneyField
            label="Amount"
            name="amount"
            isRequired
            autoFocus
            value={amount}
            onChange={setAmount}
            isDisabled={pending}
          />
          <DateField
            label="Paid on"
            name="paid_on"
            isRequired
            value={paidOn}
            onChange={setPaidOn}
            isDisabled={pending}
          />
          <Select
            label="Method"
            name="method"
            isRequired
            options={INVOICE_PAYMENT_METHODS.map((value) => ({
              name: PAYMENT_LABELS[value],
              value,
            }))}
            value={method}
            onChange={(key) => key !== null && setMethod(key as InvoicePaymentMethod)}
            isDisabled={pending}
          />
          <TextField
            label="Reference"
            name="reference"
            description="A cheque number or a transfer's reference, if any."
            maxLength={255}
            value={reference}
            onChange={setReference}
            isDisabled={pending}
          />
          <dl className={screen.figures}>
            <div className={screen.grandFigure}>
              <dt>{left !== null && left < 0 ? 'Above the balance by' : 'Left to pay'}</dt>
              <dd>
                <output aria-live="polite">
                  {left === null ? '—' : formatMoney(Math.abs(left))}
                </output>
              </dd>
            </div>
          </dl>
          {statusAfterPayment(balance, amount) === 'paid' && (
            <p className={screen.muted}>This payment settles the invoice.</p>
          )}
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending} isDisabled={refusal !== null}>
              Record payment
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
