import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { wrongStateMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { useState } from 'react';
import { invoicesResource } from '../../resources/invoices';
import * as screen from '../shared/screen.css';
import { withConflict } from '../shared/withConflict';
import { documentName } from './invoiceLabels';
import { convertEstimate, declineEstimate } from './invoicesApi';
import type { Invoice } from './invoiceTypes';
import type { InvoiceActionDialogProps } from './RecordPaymentDialog';

export interface EstimateDecisionDialogProps extends InvoiceActionDialogProps {
  decision: 'convert' | 'decline';
  /** After a conversion: the new invoice, which the page then opens. */
  onConverted: (invoice: Invoice) => void;
}

/**
 * Asks before an open estimate is converted into a new invoice (which links back to it) or
 * declined. A 409 (someone decided first) shows the server's sentence and offers only to close.
 */
export function EstimateDecisionDialog({
  invoice,
  decision,
  onClose,
  onChanged,
  onConverted,
}: EstimateDecisionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  const action = invoicesResource.actions[decision]!;
  const refusal =
    conflict ?? (invoice.status === 'open' ? null : wrongStateMessage(action, invoice.status));
  const name = documentName(invoice);

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={decision === 'convert' ? `Convert ${name}` : `Decline ${name}`}>
        <Form
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, () =>
              withConflict(
                async () => {
                  if (decision === 'convert') {
                    const made = await convertEstimate(client, invoice);
                    onChanged(null);
                    toast(`${name} converted into ${documentName(made)}.`, 'positive');
                    onConverted(made);
                  } else {
                    onChanged(await declineEstimate(client, invoice));
                    toast(`${name} declined.`, 'positive');
                  }
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
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending} autoFocus>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={decision === 'convert' ? 'primary' : 'danger'}
              isPending={pending}
              isDisabled={refusal !== null}
            >
              {decision === 'convert' ? 'Convert to invoice' : 'Decline estimate'}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
