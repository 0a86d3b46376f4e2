import { ApiError } from '@backoffice/api-client';
import { useFormChanged, useToast } from '@backoffice/app-kit';
import {
  ActionInputFields,
  type FormValue,
  inputChanged,
  type ResourceRow,
  useActionInput,
  useRecordAction,
} from '@backoffice/app-kit/resources';
import {
  type ActionDefinition,
  availableActions,
  type ResourceDefinition,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { type FormEvent, useState } from 'react';
import * as styles from './stores.css';

interface ActionButtonsBase {
  resource: ResourceDefinition;
  record: ResourceRow;
  /** How the record is named in the dialog's title: `Green Grocer`. */
  title: string;
  /** Whether the user holds a permission here (their own, or the store's grant). */
  can: (permission: string) => boolean;
  /** After a 409 (another state or version): fetch the record again. */
  onConflict: () => void;
  /** The toast once it ran. */
  doneMessage: (action: string) => string;
}

/** Actions the screen sends itself: the toast then only says they ran. */
interface SentByTheScreen<R> {
  /** Runs the action with its input; answers the record as it left it. */
  run: (action: string, input: Record<string, FormValue>) => Promise<R>;
  /** After it ran: the record as it is now. */
  onDone: (changed: R, action: string) => void | Promise<void>;
  onChanged?: never;
}

/**
 * Actions run through the screens' one action path (app-kit's `useRecordAction`): the version
 * shown, the record addressed by its key, its lists fetched again, and a toast that offers Undo
 * when the server can undo the change.
 */
interface RunByTheActionPath {
  run?: never;
  onDone?: never;
  /** After it ran: the record as the action left it, for the screen's own cache. */
  onChanged?: (changed: ResourceRow, action: string) => void | Promise<void>;
}

export type ActionButtonsProps<R> = ActionButtonsBase & (SentByTheScreen<R> | RunByTheActionPath);

/**
 * The buttons of the actions the user may run on the record in its state (the contract's
 * `availableActions`, over the user's own permissions and the store's grants), each opening a
 * dialog with its question and its input (a reason): checked with the action's rules before
 * sending, the server's 422 beside its field, a 409's sentence as the form's alert.
 */
export function ActionButtons<R>(props: ActionButtonsProps<R>) {
  const { resource, record, can } = props;
  const [open, setOpen] = useState<string | null>(null);
  const names = availableActions(resource, record, can);
  const opened = open === null ? undefined : resource.actions[open];
  return (
    <>
      {names.map((name) => (
        <Button
          key={name}
          variant={resource.actions[name]?.input ? 'secondary' : 'primary'}
          onPress={() => setOpen(name)}
        >
          {resource.actions[name]?.label}
        </Button>
      ))}
      {open !== null && opened && (
        <ActionDialog {...props} name={open} action={opened} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

function ActionDialog<R>(
  props: ActionButtonsProps<R> & { name: string; action: ActionDefinition; onClose: () => void },
) {
  const { resource, record, title, name, action, onConflict, doneMessage, onClose } = props;
  const toast = useToast();
  const act = useRecordAction(resource, record);
  const input = useActionInput(action);
  const { values, errors, pending } = input;
  useFormChanged(inputChanged(values));

  async function send(event: FormEvent<HTMLFormElement>) {
    await input.submit(event, async () => {
      try {
        if (props.run) {
          const changed = await props.run(name, values);
          await props.onDone(changed, name);
          toast(doneMessage(name), 'positive');
        } else {
          const changed = await act(name, action, values, { message: doneMessage(name) });
          await props.onChanged?.(changed, name);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict();
        throw error;
      }
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
          onSubmit={(event) => void send(event)}
        >
          {action.confirm && <p>{action.confirm}</p>}
          <ActionInputFields action={action} input={input} />
          <div className={styles.formActions}>
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
