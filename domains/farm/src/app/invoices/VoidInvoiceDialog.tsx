import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { wrongStateMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import { invoicesResource } from '../../resources/invoices';
import * as screen from '../shared/screen.css';
import { withConflict } from '../shared/withConflict';
import { documentName } from './invoiceLabels';
import { canBeVoided } from './invoiceMoney';
import { voidInvoice } from './invoicesApi';
import type { InvoiceActionDialogProps } from './RecordPaymentDialog';

/**
 * Voids an invoice while nothing is paid on it: it then counts nowhere and takes no payments.
 * The reason is kept on it. A 409 (a payment came in meanwhile) shows the server's sentence and
 * the dialog offers only to keep the invoice.
 */
export function VoidInvoiceDialog({ invoice, onClose, onChanged }: InvoiceActionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(reason !== '');
  const action = invoicesResource.actions.void!;
  const refusal =
    conflict ?? (canBeVoided(invoice) ? null : wrongStateMessage(action, invoice.status));

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Void ${documentName(invoice)}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, () =>
              withConflict(
                async () => {
                  onChanged(await voidInvoice(client, invoice, reason));
                  toast(`${documentName(invoice)} voided.`, 'positive');
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
          <p className={screen.muted}>{action.confirm}</p>
          {refusal && <AlertMessage>{refusal}</AlertMessage>}
          <TextArea
            label="Reason"
            name="reason"
            isRequired
            autoFocus
            maxLength={1000}
            value={reason}
            onChange={setReason}
            isDisabled={pending}
          />
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Keep the invoice
            </Button>
            <Button
              type="submit"
              variant="danger"
              isPending={pending}
              isDisabled={refusal !== null}
            >
              Void invoice
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
