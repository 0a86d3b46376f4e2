import { type ReactNode, useContext, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { Modal, type ModalProps } from '../Modal';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps
  extends Pick<
    ModalProps,
    'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
  > {
  /** The question or statement, e.g. 'Delete this notice?'. It names the dialog. */
  title: ReactNode;
  /** The message: what happens and why it matters. */
  children: ReactNode;
  /** `destructive` makes the confirm button red, shows a warning icon and focuses Cancel first. @default 'default' */
  variant?: 'default' | 'destructive';
  /** Label of the confirming button. @default 'Confirm' */
  confirmLabel?: string;
  /** Label of the cancelling button; `null` leaves only the confirming one (acknowledgements). @default 'Cancel' */
  cancelLabel?: string | null;
  /**
   * Called when the user confirms. Return a promise to keep the dialog open with a pending
   * confirm button until it settles: it closes when the promise resolves and stays open (for the
   * caller to show the error) when it rejects.
   */
  onConfirm?: () => unknown;
  /** Called when the user cancels, with the button or Escape. */
  onCancel?: () => void;
}

/**
 * A modal that interrupts to ask for a decision (`role="alertdialog"`). The backdrop does not
 * dismiss it; Escape and the cancel button do. Use inside a `DialogTrigger` or controlled with
 * `isOpen` and `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  variant = 'default',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  isKeyboardDismissDisabled,
  onOpenChange,
  ...modal
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  // Closing after a confirmation must not be reported as a cancel.
  const confirmed = useRef(false);
  const destructive = variant === 'destructive';
  // Inside a DialogTrigger, drive the modal from the trigger's state so that closing by Escape or
  // a button still reports a cancel.
  const trigger = useContext(OverlayTriggerStateContext);
  const controlled =
    modal.isOpen !== undefined || modal.defaultOpen !== undefined || trigger === null;

  return (
    <Modal
      {...modal}
      {...(controlled ? {} : { isOpen: trigger.isOpen })}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
        if (!controlled) trigger.setOpen(open);
        onOpenChange?.(open);
      }}
    >
      <Dialog
        role="alertdialog"
        data-variant={variant}
        showCloseButton={false}
        title={
          <span className={styles.heading}>
            <Icon name={destructive ? 'alert' : 'info'} className={styles.icon} />
            {title}
          </span>
        }
        actions={(close) => (
          <>
            {cancelLabel !== null && (
              <Button
                variant="secondary"
                onPress={close}
                isDisabled={isPending}
                autoFocus={destructive}
              >
                {cancelLabel}
              </Button>
            )}
            <Button
              variant={destructive ? 'danger' : 'primary'}
              isPending={isPending}
              autoFocus={!destructive || cancelLabel === null}
              onPress={async () => {
                const result = onConfirm?.();
                if (result instanceof Promise) {
                  setPending(true);
                  try {
                    await result;
                  } catch {
                    setPending(false);
                    return;
                  }
                  setPending(false);
                }
                confirmed.current = true;
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  );
}
