import { hasPermission } from '@backoffice/access';
import { ApiError, useApiClient } from '@backoffice/api-client';
import {
  type ActionDefinition,
  availableActions,
  type ResourceDefinition,
  type UndoOffer,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFormChanged } from '../../forms/useFormChanged';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { useAppState } from '../../state/AppStoreContext';
import { runUndoableAction } from '../../toast/undoApi';
import { useUndoToast } from '../../toast/useUndoToast';
import { resourceKeys, useResourceRevalidation } from '../api/resourceApi';
import { recordVersion } from '../lib/conflict';
import type { ResourceRow } from '../lib/formValues';
import * as styles from '../resources.css';
import {
  ActionInputFields,
  actionDoneMessage,
  actionInputErrors,
  inputChanged,
  startValues,
} from './ActionInputFields';

export interface RecordActionsProps {
  resource: ResourceDefinition;
  record: ResourceRow;
  title: string;
}

/**
 * The buttons of the actions this user may run on the record in its state (the contract's
 * `availableActions` over the signed-in user's permissions). Each opens a dialog with the
 * action's question and its input. Actions whose input has lines (a refund) need a screen of
 * their domain, so they are not offered here.
 */
export function RecordActions({ resource, record, title }: RecordActionsProps) {
  const permissions = useAppState((state) => state.user?.permissions);
  const [open, setOpen] = useState<string | null>(null);
  const names = availableActions(resource, record, (permission) =>
    hasPermission(permissions, permission),
  ).filter((name) => !resource.actions[name]?.lines);
  const opened = open === null ? undefined : resource.actions[open];
  return (
    <>
      {names.map((name) => (
        <Button key={name} variant="secondary" onPress={() => setOpen(name)}>
          {resource.actions[name]?.label}
        </Button>
      ))}
      {/* Kept open while the record changes underneath: a 409 refetches it, and the dialog says why. */}
      {open !== null && opened && (
        <ActionDialog
          resource={resource}
          record={record}
          title={title}
          name={open}
          action={opened}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

interface ActionDialogProps extends RecordActionsProps {
  name: string;
  action: ActionDefinition;
  onClose: () => void;
}

/**
 * One action's dialog: its confirmation, its input (the same inputs as a form, checked with the
 * action's rules before sending), the server's 422 beside the fields and a 409's sentence as an
 * alert. Once it ran, the record and its lists are fetched again; a reversible action's toast
 * offers Undo.
 */
function ActionDialog({ resource, record, title, name, action, onClose }: ActionDialogProps) {
  const client = useApiClient();
  const offerUndo = useUndoToast(resource);
  const { mutate } = useSWRConfig();
  const revalidate = useResourceRevalidation(resource);
  const [values, setValues] = useState(() => startValues(action));
  const { errors, pending, submit, setErrors } = useFormSubmit();
  useFormChanged(inputChanged(values));

  /** Checks the input with the action's rules, then runs it (the one submit path). */
  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors = actionInputErrors(action, values);
    if (fieldErrors) {
      setErrors({ fieldErrors, message: null });
      return;
    }
    await submit(null, send);
  }

  async function send() {
    let undo: UndoOffer | null;
    try {
      const answer = await runUndoableAction(
        client,
        resource,
        { id: record.id, version: recordVersion(record) },
        name,
        values,
      );
      undo = answer.undo;
      await revalidate(record.id, answer.data);
    } catch (error) {
      // The record moved on (another state or version): show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        void mutate(resourceKeys.record(resource, record.id));
      }
      throw error;
    }
    offerUndo(actionDoneMessage(resource, action), undo);
    onClose();
  }

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={`${action.label} ${title}`}>
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={`${action.label} ${title}`}
          onSubmit={(event) => void run(event)}
        >
          {action.confirm && <p>{action.confirm}</p>}
          <ActionInputFields
            action={action}
            values={values}
            onChange={setValues}
            errors={errors}
            setErrors={setErrors}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              {action.label}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
