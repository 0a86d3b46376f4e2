import {
  Modal as AriaModal,
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import * as styles from './Modal.css';

export interface ModalProps extends ModalOverlayProps {
  /**
   * Width of the panel; `fullscreen` covers the viewport (blocking waits, small screens).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'fullscreen';
  /**
   * Whether a click on the backdrop closes it. Escape closes it too unless
   * `isKeyboardDismissDisabled`; leave both off for a blocking modal that only its own buttons
   * (or the app) can close.
   * @default false
   */
  isDismissable?: boolean;
  /** Whether Escape is ignored. @default false */
  isKeyboardDismissDisabled?: boolean;
}

/**
 * A modal layer: a dimmed backdrop (`ModalOverlay`) holding a centred panel. Put a `Dialog` (or
 * an `AlertDialog`'s content) inside. Opens inside a `DialogTrigger`, or controlled with
 * `isOpen` and `onOpenChange`. Focus is trapped inside and returns to the trigger on close.
 */
export function Modal({ size = 'md', className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <AriaModal
        data-size={size}
        className={composeRenderProps(className, (given) =>
          [styles.modal, given].filter(Boolean).join(' '),
        )}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
