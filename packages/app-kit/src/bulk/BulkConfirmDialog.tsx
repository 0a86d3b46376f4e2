import { useApiClient, ValidationError } from '@backoffice/api-client';
import { BULK_DELETE, type BulkJob, type ResourceDefinition } from '@backoffice/contract';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { type FormEvent, useRef } from 'react';
import type { SubmitErrors } from '../forms/submitErrors';
import { useFormChanged } from '../forms/useFormChanged';
import {
  ActionFormButtons,
  ActionInputFields,
  inputChanged,
  useActionInput,
} from '../resources/components/ActionInputFields';
import { dialogForm } from '../resources/resources.css';
import * as styles from './bulk.css';
import { type BulkTarget, startBulkJob } from './bulkApi';
import { countOf, operationLabel, pastTense } from './bulkWords';

export interface BulkConfirmDialogProps {
  resource: ResourceDefinition;
  /** `delete`, or the name of one of the definition's actions. */
  operation: string;
  target: BulkTarget;
  /** How many records the target holds (the ticked ones, or the list's total). */
  count: number;
  /** The job has started; the dialog closes. */
  onStarted: (job: BulkJob) => void;
  onClose: () => void;
}

/**
 * A 422 of a bulk request as the dialog shows it: the input's messages (`input.reason`) beside
 * its fields, any other (the ids, the list's query) above them.
 */
function shownErrors(resource: ResourceDefinition, operation: string, error: ValidationError) {
  const input = resource.actions[operation]?.input ?? {};
  const shown: SubmitErrors = { fieldErrors: {}, message: null };
  for (const [key, text] of Object.entries(error.fieldErrors)) {
    const field = key.startsWith('input.') ? key.slice('input.'.length) : key;
    if (field in input) shown.fieldErrors[field] = text;
    else shown.message ??= text;
  }
  return shown;
}

/**
 * Asks before a bulk action runs: what it does to how many records, the action's input (the
 * same fields as one record's action dialog, checked with the action's rules before sending),
 * and starts the job on the server. A refusal stays in the dialog: its sentence above the
 * fields, the input's messages beside them.
 */
export function BulkConfirmDialog({
  resource,
  operation,
  target,
  count,
  onStarted,
  onClose,
}: BulkConfirmDialogProps) {
  const client = useApiClient();
  const action = operation === BULK_DELETE ? undefined : resource.actions[operation];
  const input = useActionInput(action);
  const { errors, pending, setErrors } = input;
  const refused = useRef<SubmitErrors | null>(null);
  useFormChanged(inputChanged(input.values));
  const label = operationLabel(resource, operation);
  const title = `${label} ${countOf(resource, count)}?`;
  const done = pastTense(resource, operation);

  async function run(event: FormEvent<HTMLFormElement>) {
    refused.current = null;
    const started = await input.submit(event, async () => {
      try {
        onStarted(await startBulkJob(client, resource, operation, target, input.values));
      } catch (error) {
        if (error instanceof ValidationError) {
          refused.current = shownErrors(resource, operation, error);
        }
        throw error;
      }
    });
    if (!started && refused.current) setErrors(refused.current);
  }

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        <Form
          className={dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={title}
          onSubmit={(event) => void run(event)}
        >
          {operation === BULK_DELETE ? (
            <p>
              The {resource.plural} and their details are removed; their history is kept. Each one
              is checked on its own: those that cannot be deleted stay, and the result says why.
            </p>
          ) : (
            <p>
              Each {resource.singular} is checked on its own: those that cannot be{' '}
              {done ?? 'changed'} stay as they are, and the result says why.
            </p>
          )}
          {action && <ActionInputFields action={action} input={input} />}
          <ActionFormButtons
            className={styles.dialogActions}
            cancelLabel="Cancel"
            onCancel={onClose}
            pending={pending}
            variant={operation === BULK_DELETE ? 'danger' : 'primary'}
          >
            {label} {countOf(resource, count)}
          </ActionFormButtons>
        </Form>
      </Dialog>
    </Modal>
  );
}
