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
import { salesResource } from '../../resources/sales';
import { withConflict } from '../shared/withConflict';
import { saleNumber } from './saleLabels';
import { canBeVoided } from './saleMoney';
import * as styles from './sales.css';
import { voidSale } from './salesApi';
import type { Sale } from './saleTypes';

export interface SaleActionDialogProps {
  sale: Sale;
  /** Closes the dialog: the screen stops rendering it. */
  onClose: () => void;
  /** The sale as the server answers it after the action, or after refusing it with a 409. */
  onChanged: (sale: Sale | null) => void;
}

/**
 * Voids a completed sale: it then counts nowhere. The reason is kept on the sale. Once the
 * sale cannot be voided any more (a 409 told so and the sale was refetched), the dialog says
 * why and offers only to close.
 */
export function VoidSaleDialog({ sale, onClose, onChanged }: SaleActionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(reason !== '');
  const action = salesResource.actions.void!;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Void ${saleNumber(sale.id)}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, () =>
              withConflict(
                async () => {
                  const voided = await voidSale(client, sale, reason);
                  onChanged(voided);
                  toast(`${saleNumber(sale.id)} voided.`, 'positive');
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
          <p className={styles.muted}>{action.confirm}</p>
          {(conflict ?? (canBeVoided(sale) ? null : wrongStateMessage(action, sale.status))) && (
            <AlertMessage>{conflict ?? wrongStateMessage(action, sale.status)}</AlertMessage>
          )}
          <TextArea
            label="Reason"
            name="reason"
            isRequired
            autoFocus
            maxLength={1000}
            value={reason}
            onChange={setReason}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Keep the sale
            </Button>
            <Button
              type="submit"
              variant="danger"
              isPending={pending}
              isDisabled={!canBeVoided(sale)}
            >
              Void sale
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
