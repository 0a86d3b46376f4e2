import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Modal } from '../Modal';
import * as styles from './OutdatedClientDialog.css';

export interface OutdatedClientDialogProps {
  /** Whether the dialog is shown (the app shows it when the server reports another version). */
  isOpen: boolean;
  /** Called by the Reload button; the app reloads the page to fetch the current version. */
  onReload: () => void;
  /** Shows the Reload button as busy while the reload starts. @default false */
  isReloading?: boolean;
}

/**
 * Blocking dialog for an outdated client: it cannot be dismissed (no Escape, no backdrop click,
 * no close button), only left through Reload, because an old client may send requests the
 * server no longer accepts.
 */
export function OutdatedClientDialog({
  isOpen,
  onReload,
  isReloading = false,
}: OutdatedClientDialogProps) {
  return (
    <Modal isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled size="sm">
      <Dialog
        role="alertdialog"
        showCloseButton={false}
        className={styles.dialog}
        title="You are using an outdate version of this application."
        actions={
          <Button variant="primary" onPress={onReload} isPending={isReloading} autoFocus>
            Reload
          </Button>
        }
      />
    </Modal>
  );
}
