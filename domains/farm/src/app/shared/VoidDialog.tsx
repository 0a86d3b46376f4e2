import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { type ActionDefinition, wrongStateMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import * as screen from './screen.css';
import { withConflict } from './withConflict';

interface VoidDialogBase {
  /** The document's name: `Sale #18`, `Invoice INV-000123`. */
  name: string;
  /** What it is, for the buttons: `sale`, `invoice`. */
  noun: string;
  /** The definition's void action (its confirmation and refusals). */
  action: ActionDefinition;
  /** The document's state now, and whether the action runs from it. */
  state: string | null | undefined;
  runs: boolean;
  onClose: () => void;
}

/** A void the screen sends itself: the dialog then says the document was voided. */
interface SentByTheScreen<T> {
  /** Sends the void with its reason; answers the document as the server does. */
  send: (reason: string) => Promise<T>;
  /** The document after the void, or null after a 409 (it is then read again). */
  onChanged: (document: T | null) => void;
  run?: never;
}

/**
 * A void run through the screens' one action path (app-kit's `useRecordAction`): it sends the
 * version shown, fetches the document and its lists again, and says so in a toast that offers
 * Undo when the server can undo the void; after a 409 it reads the document again itself.
 */
interface RunByTheActionPath {
  /** Voids the document with its reason; throws the server's refusal. */
  run: (reason: string) => Promise<unknown>;
  send?: never;
  onChanged?: never;
}

export type VoidDialogProps<T> = VoidDialogBase & (SentByTheScreen<T> | RunByTheActionPath);

/**
 * Voids a document with a reason, which is kept on it. When it cannot be voided (its state, or
 * a 409 because someone changed it meanwhile) the dialog says why and offers only to keep it.
 */
export function VoidDialog<T>(props: VoidDialogProps<T>) {
  const { name, noun, action, onClose } = props;
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(reason !== '');
  const refusal = conflict ?? (props.runs ? null : wrongStateMessage(action, props.state));

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Void ${name}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, () =>
              withConflict(
                async () => {
                  if (props.run) {
                    await props.run(reason);
                  } else {
                    props.onChanged(await props.send(reason));
                    toast(`${name} voided.`, 'positive');
                  }
                  onClose();
                },
                (message) => {
                  setConflict(message);
                  props.onChanged?.(null);
                },
              ),
            )
          }
        >
          <p className={screen.muted}>{action.confirm}</p>
          {refusal && <AlertMessage>{refusal}</AlertMessage>}
          <TextArea
            label="Reason"
            name="reason"
            isRequired
            autoFocus
            maxLength={1000}
            value={reason}
            onChange={setReason}
            isDisabled={pending}
          />
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Keep the {noun}
            </Button>
            <Button
              type="submit"
              variant="danger"
              isPending={pending}
              isDisabled={refusal !== null}
            >
              Void {noun}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
