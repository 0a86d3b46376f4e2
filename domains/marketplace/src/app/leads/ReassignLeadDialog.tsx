import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useToast } from '@backoffice/app-kit';
import {
  type ResourceRow,
  recordVersion,
  runAction,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { useState } from 'react';
import { evdLeadsResource as leads } from '../../resources/leads';
import type { LeadOwner } from './leadOwners';
import * as styles from './leads.css';

export interface ReassignLeadDialogProps {
  lead: ResourceRow;
  owners: readonly LeadOwner[];
  onClose: () => void;
}

/** A manager hands a lead to another owner (the `reassign` action), picked by name. */
export function ReassignLeadDialog({ lead, owners, onClose }: ReassignLeadDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(leads);
  const [owner, setOwner] = useState<number | null>(null);
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const business = String(lead.business);
  const options = owners
    .filter((one) => one.id !== lead.owner_user_id)
    .map((one) => ({ name: one.name, value: one.id }));
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Reassign ${business}`}>
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={`Reassign ${business}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (owner === null) {
              setErrors({ fieldErrors: { owner_user_id: 'Choose the new owner.' }, message: null });
              return;
            }
            void submit(null, async () => {
              const changed = await runAction(
                client,
                leads,
                { id: lead.id, version: recordVersion(lead) },
                'reassign',
                { owner_user_id: owner },
              );
              await revalidate(lead.id, changed);
              toast(`${business} now belongs to ${String(changed.owner_name)}.`, 'positive');
              onClose();
            });
          }}
        >
          <p>Owned by {String(lead.owner_name || 'nobody')}. Who should follow it up now?</p>
          <Select
            label="New owner"
            options={options}
            value={owner}
            onChange={(key) => setOwner(key === null ? null : Number(key))}
            errorMessage={errors.fieldErrors.owner_user_id}
            isInvalid={Boolean(errors.fieldErrors.owner_user_id)}
            isRequired
          />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Reassign
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
