import { hasPermission } from '@backoffice/access';
import { ApiError, useApiClient } from '@backoffice/api-client';
import {
  type ActionDefinition,
  actionInput,
  availableActions,
  type ResourceDefinition,
  validateActionInput,
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
import { useToast } from '../../toast/toast';
import { resourceKeys, runAction, useResourceRevalidation } from '../api/resourceApi';
import { recordVersion } from '../lib/conflict';
import { optionLabel } from '../lib/displayValue';
import type { FormValue, FormValues, ResourceRow } from '../lib/formValues';
import { capitalise } from '../lib/resourceRoutes';
import * as styles from '../resources.css';
import { FieldInput } from './FieldInput';

export interface RecordActionsProps {
  resource: ResourceDefinition;
  record: ResourceRow;
  title: string;
}

/** An action's input as its dialog opens: each field's default, else blank. */
function startValues(action: ActionDefinition): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(action.input ?? {})) {
    values[name] =
      field.default !== undefined
        ? (field.default as FormValue)
        : field.type === 'boolean'
          ? false
          : null;
  }
  return values;
}

/** What the toast says once an action ran: the state it moved to, else that it ran. */
function doneMessage(resource: ResourceDefinition, action: ActionDefinition): string {
  return action.to
    ? `${capitalise(resource.singular)} now ${optionLabel(action.to).toLowerCase()}.`
    : `${action.label}: done.`;
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
 * alert. Once it ran, the record and its lists are fetched again.
 */
function ActionDialog({ resource, record, title, name, action, onClose }: ActionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const revalidate = useResourceRevalidation(resource);
  const [values, setValues] = useState(() => startValues(action));
  const { errors, pending, submit, setErrors } = useFormSubmit();
  useFormChanged(
    Object.values(values).some((value) => value !== null && value !== '' && value !== false),
  );

  /** Checks the input with the action's rules, then runs it (the one submit path). */
  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateActionInput(action, actionInput(action, values));
    if (!result.valid) {
      const problems = Object.entries(result.errors).map(([field, messages]) => [
        field,
        messages[0] ?? '',
      ]);
      setErrors({ fieldErrors: Object.fromEntries(problems), message: null });
      return;
    }
    await submit(null, send);
  }

  async function send() {
    try {
      const changed = await runAction(
        client,
        resource,
        { id: record.id, version: recordVersion(record) },
        name,
        values,
      );
      await revalidate(record.id, changed);
    } catch (error) {
      // The record moved on (another state or version): show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        void mutate(resourceKeys.record(resource, record.id));
      }
      throw error;
    }
    toast(doneMessage(resource, action), 'positive');
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
          {Object.entries(action.input ?? {}).map(([field, definition]) => (
            <FieldInput
              key={field}
              name={field}
              field={definition}
              value={values[field] ?? null}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors(({ fieldErrors: { [field]: _cleared, ...rest }, message }) => ({
                  fieldErrors: rest,
                  message,
                }));
              }}
              error={errors.fieldErrors[field]}
            />
          ))}
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
