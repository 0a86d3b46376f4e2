import { useId } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Whether the overlay is shown (the app ties it to its global loading flag). */
  isOpen: boolean;
  /** Text under the spinner, for example 'Loading brand . . .'; it also names the dialog. */
  text?: string;
  /** Accessible name used when there is no `text`. @default 'Loading' */
  label?: string;
}

/**
 * A full-screen, blocking loading modal: a spinner and optional text over a dimmed page. It
 * cannot be dismissed by the user; it closes when `isOpen` turns false.
 */
export function LoadingOverlay({ isOpen, text, label = 'Loading' }: LoadingOverlayProps) {
  const textId = useId();
  const naming = text ? { 'aria-labelledby': textId } : { 'aria-label': label };
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog {...naming} className={styles.dialog}>
          <Spinner size="lg" label={text ?? label} />
          {text && (
            <p id={textId} className={styles.text}>
              {text}
            </p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
