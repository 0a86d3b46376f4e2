import { useApiClient } from '@backoffice/api-client';
import {
  splitErrors,
  useAppState,
  useFormChanged,
  useFormSubmit,
  useToast,
} from '@backoffice/app-kit';
import { useResourceRevalidation } from '@backoffice/app-kit/resources';
import { businessToday } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { AlertList } from './AlertList';
import * as styles from './projects.css';
import { runProjectAction } from './projectsApi';
import { type Project, type ProjectMember, ROLE_LABELS } from './projectTypes';
import { people } from './selection';

export interface HandOverDialogProps {
  project: Project;
  /** The beneficiaries whose packages are handed over (none has received yet). */
  beneficiaries: readonly { beneficiary_id: number; name: string }[];
  members: readonly ProjectMember[];
  onDone: () => void;
  onClose: () => void;
}

/**
 * Records the packages of the ticked beneficiaries as handed over: on which day (today unless
 * said otherwise, never later), by which member of the project (the signed-in user when they
 * are one), and who collected them for the household when not the beneficiary. The packages
 * then leave stock; a shortfall or a beneficiary who received meanwhile is said here.
 */
export function HandOverDialog({
  project,
  beneficiaries,
  members,
  onDone,
  onClose,
}: HandOverDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(projectsResource);
  const userId = useAppState((state) => state.user?.id);
  const today = businessToday();
  const [day, setDay] = useState<string | null>(today);
  const [by, setBy] = useState<number | null>(
    members.some((member) => member.user_id === userId) ? (userId ?? null) : null,
  );
  const [collectedBy, setCollectedBy] = useState('');
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(collectedBy !== '' || day !== today);
  const { lines, fields } = splitErrors(errors.fieldErrors);
  const lineMessages = [...new Set(Object.values(lines))];
  const count = people(beneficiaries.length);
  const title =
    beneficiaries.length === 1 ? `Hand over to ${beneficiaries[0]?.name}` : `Hand over to ${count}`;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        <Form
          className={styles.dialogForm}
          aria-label={title}
          validationErrors={fields}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, async () => {
              const saved = await runProjectAction(
                client,
                project,
                'hand-over',
                {
                  handed_over_on: day ?? '',
                  handed_over_by: by ?? '',
                  collected_by: collectedBy,
                  lines: beneficiaries.map((row) => ({ beneficiary_id: row.beneficiary_id })),
                },
                { withVersion: false },
              );
              await revalidate(saved.id, saved);
              toast(`${count}: package handed over.`, 'positive');
              onDone();
              onClose();
            })
          }
        >
          <p className={screen.muted}>
            Each receives the package; its items leave stock on the day handed over.
          </p>
          <DateField
            label="Handed over on"
            name="handed_over_on"
            isRequired
            autoFocus
            maxValue={today}
            value={day}
            onChange={setDay}
            isDisabled={pending}
          />
          <Select
            label="Handed over by"
            name="handed_over_by"
            isRequired
            description="A member of the project."
            options={members.map((member) => ({
              name: `${member.name} (${ROLE_LABELS[member.role] ?? member.role})`,
              value: member.user_id,
            }))}
            value={by}
            onChange={(key) => setBy(key === null ? null : Number(key))}
            isDisabled={pending}
          />
          <TextField
            label="Collected by"
            name="collected_by"
            maxLength={150}
            description="Who collected it for the household, when not the beneficiary."
            value={collectedBy}
            onChange={setCollectedBy}
            isDisabled={pending}
          />
          <AlertList messages={lineMessages} />
          <div className={screen.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Mark handed over
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
