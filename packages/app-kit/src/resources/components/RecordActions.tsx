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
import { useAppState } from '../../state/AppStoreContext';
import { runUndoableAction } from '../../toast/undoApi';
import { useUndoToast } from '../../toast/useUndoToast';
import { resourceKeys, useResourceRevalidation } from '../api/resourceApi';
import { recordVersion } from '../lib/conflict';
import type { FormValues, ResourceRow } from '../lib/formValues';
import * as styles from '../resources.css';
import {
  ActionFormButtons,
  ActionInputFields,
  actionDoneMessage,
  inputChanged,
  useActionInput,
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

/** What a screen may say about an action it runs through `useRecordAction`. */
export interface RecordActionOptions {
  /** The toast once it ran: the screen's own sentence instead of `actionDoneMessage`'s. */
  message?: string;
}

/**
 * Runs an action on a record as its page does: with its input and the version the page shows
 * (addressed by its `recordKey` when the resource has one). The record and its lists are
 * fetched again and the toast offers Undo when the server can undo the change; it answers the
 * record as the action left it. A refusal is thrown for the form to show; a 409 first refetches
 * the record as it now is.
 */
export function useRecordAction(resource: ResourceDefinition, record: ResourceRow) {
  const client = useApiClient();
  const offerUndo = useUndoToast(resource);
  const { mutate } = useSWRConfig();
  const revalidate = useResourceRevalidation(resource);

  return async (
    name: string,
    action: ActionDefinition,
    values: FormValues,
    options: RecordActionOptions = {},
  ): Promise<ResourceRow> => {
    let answer: { data: ResourceRow; undo: UndoOffer | null };
    try {
      const key = resource.recordKey ? String(record[resource.recordKey]) : null;
      answer = await runUndoableAction(
        client,
        resource,
        { id: record.id, key, version: recordVersion(record) },
        name,
        values,
      );
      await revalidate(record.id, answer.data);
    } catch (error) {
      // The record moved on (another state or version): show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        void mutate(resourceKeys.record(resource, record.id));
      }
      throw error;
    }
    offerUndo(options.message ?? actionDoneMessage(resource, action), answer.undo);
    return answer.data;
  };
}

/**
 * One action's dialog: its confirmation, its input (the same inputs as a form, checked with the
 * action's rules before sending), the server's 422 beside the fields and a 409's sentence as an
 * alert. Once it ran, the record and its lists are fetched again; a reversible action's toast
 * offers Undo.
 */
function ActionDialog({ resource, record, title, name, action, onClose }: ActionDialogProps) {
  const act = useRecordAction(resource, record);
  const input = useActionInput(action);
  const { errors, pending } = input;
  useFormChanged(inputChanged(input.values));

  function run(event: FormEvent<HTMLFormElement>) {
    return input.submit(event, async () => {
      await act(name, action, input.values);
      onClose();
    });
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
          <ActionInputFields action={action} input={input} />
          <ActionFormButtons
            className={styles.actions}
            cancelLabel="Cancel"
            onCancel={onClose}
            pending={pending}
          >
            {action.label}
          </ActionFormButtons>
        </Form>
      </Dialog>
    </Modal>
  );
}
