import { useId } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Link } from '../Link';
import { Modal } from '../Modal';
import * as styles from './ServerErrorDialog.css';

export interface ServerErrorDialogProps {
  /** Whether the dialog is shown (the app ties it to its server-error flag). */
  isOpen: boolean;
  /** Called when the user closes the dialog: Close, Escape, or following the ticket link. */
  onClose: () => void;
  /** Where 'create a ticket' leads (the app passes its tickets route). @default '/tickets' */
  ticketHref?: string;
}

/**
 * The dialog shown after a 500 answer, with the product's fixed wording, a 'create a ticket'
 * link and a Close button. It is an alert dialog: Escape closes it, a stray click on the
 * backdrop does not (the user may not have read it yet).
 */
export function ServerErrorDialog({
  isOpen,
  onClose,
  ticketHref = '/tickets',
}: ServerErrorDialogProps) {
  const messageId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
    >
      <Dialog
        role="alertdialog"
        aria-describedby={messageId}
        showCloseButton={false}
        className={styles.dialog}
        title={<span className={styles.title}>Server Error 500.</span>}
        actions={
          <Button variant="secondary" onPress={onClose} autoFocus>
            Close
          </Button>
        }
      >
        <p id={messageId} className={styles.message}>
          It seems you have ran into a system error. Please double check the information you are
          submitting and trying again. If the issue persists,{' '}
          <Link href={ticketHref} onPress={onClose}>
            create a ticket
          </Link>
          .
        </p>
      </Dialog>
    </Modal>
  );
}
