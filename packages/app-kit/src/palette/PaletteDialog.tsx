import { Modal } from '@backoffice/ui/Modal';
import { Dialog } from 'react-aria-components';
import * as styles from './CommandPalette.css';
import { PalettePanel } from './PalettePanel';

export interface PaletteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What was typed before the dialog's file came: the panel's box starts with it. */
  initialText: string;
}

/**
 * The command palette's modal dialog and its panel, in a file of their own that `CommandPalette`
 * loads on first use: react-aria's modal comes with it.
 */
export function PaletteDialog({ isOpen, onOpenChange, initialText }: PaletteDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.modal}>
      <Dialog aria-label="Command palette" className={styles.dialog}>
        <PalettePanel initialText={initialText} onClose={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}
