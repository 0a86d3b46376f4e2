import { SAVED_VIEW_NAME_MAX } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { Switch } from '@backoffice/ui/Switch';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { useFormSubmit } from '../forms/useFormSubmit';
import * as styles from './SavedViewMenu.css';

/** What the dialog hands back: the name, and (when it asks) sharing and the default. */
export interface ViewNameValues {
  name: string;
  shared: boolean;
  isDefault: boolean;
}

export interface ViewNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Ask whether to share the view and open the list with it (a new view). */
  withOptions?: boolean;
  /** Saves; a refusal (422 beside the name, 409 or 403 above it) keeps the dialog open. */
  onSave: (values: ViewNameValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The dialog that names a view: a new one ("Save current view") or a rename. The server's
 * messages show under the name (taken, too long) and what was typed stays.
 */
export function ViewNameDialog({
  title,
  submitLabel,
  initialName = '',
  withOptions = false,
  onSave,
  onClose,
}: ViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [isDefault, setDefault] = useState(false);
  const { errors, pending, submit } = useFormSubmit();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          aria-label={title}
          onSubmit={(event) =>
            void submit(event, () => onSave({ name, shared, isDefault })).then(
              (saved) => saved && onClose(),
            )
          }
        >
          <TextField
            name="name"
            label="Name"
            value={name}
            onChange={setName}
            maxLength={SAVED_VIEW_NAME_MAX}
            isRequired
            autoFocus
          />
          {withOptions && (
            <>
              <Switch name="shared" isSelected={shared} onChange={setShared}>
                Share with everyone in this brand
              </Switch>
              <Switch name="default" isSelected={isDefault} onChange={setDefault}>
                Open this list with it
              </Switch>
            </>
          )}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
