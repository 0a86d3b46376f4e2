import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import { runAction } from '@backoffice/app-kit/resources';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import { donationsResource } from '../../resources/donations';
import * as screen from '../shared/screen.css';
import type { Donation } from './donationTypes';

export interface VoidDonationDialogProps {
  donation: Donation;
  onVoided: (donation: Donation) => void;
  onClose: () => void;
}

/**
 * Voids a donation recorded in error, with a reason kept on it: its receipt number stays
 * accounted for, its value counts nowhere and its items go back out of stock. A refusal (the
 * items were handed out since, someone changed it meanwhile) is shown in the dialog.
 */
export function VoidDonationDialog({ donation, onVoided, onClose }: VoidDonationDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(reason !== '');
  const action = donationsResource.actions.void;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Void ${donation.receipt_number}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, async () => {
              const voided = (await runAction(
                client,
                donationsResource,
                { id: donation.id, version: donation.version },
                'void',
                { reason },
              )) as Donation;
              toast(`${donation.receipt_number} voided.`, 'positive');
              onVoided(voided);
              onClose();
            })
          }
        >
          <p className={screen.muted}>{action?.confirm}</p>
          <TextArea
            label="Reason"
            name="reason"
            isRequired
            autoFocus
            maxLength={500}
            value={reason}
            onChange={setReason}
            isDisabled={pending}
          />
          <div className={screen.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Keep the donation
            </Button>
            <Button type="submit" variant="danger" isPending={pending}>
              Void donation
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
