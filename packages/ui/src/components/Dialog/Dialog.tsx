import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

type Renderable = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading; it also names the dialog for screen readers. */
  title?: ReactNode;
  /** The content. A function receives `close` for buttons inside. */
  children?: Renderable;
  /** Buttons at the bottom, right-aligned. A function receives `close`. */
  actions?: Renderable;
  /** Show an × button in the corner that closes the dialog. @default true */
  showCloseButton?: boolean;
  /** Accessible name of the × button. @default 'Close' */
  closeLabel?: string;
}

const render = (content: Renderable, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * A dialog's content: title, body and actions. Place it in a `Modal` or a `Popover`; inside a
 * `DialogTrigger` it opens from the trigger and closes with Escape or the × button.
 */
export function Dialog({
  title,
  children,
  actions,
  showCloseButton = true,
  closeLabel = 'Close',
  className,
  ...props
}: DialogProps) {
  return (
    <AriaDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
      {({ close }) => (
        <>
          {(title || showCloseButton) && (
            <div className={styles.header}>
              {title && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {showCloseButton && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={closeLabel}
                  className={styles.close}
                  onPress={close}
                >
                  <Icon name="close" size="sm" />
                </Button>
              )}
            </div>
          )}
          {children !== undefined && <div className={styles.body}>{render(children, close)}</div>}
          {actions !== undefined && <div className={styles.footer}>{render(actions, close)}</div>}
        </>
      )}
    </AriaDialog>
  );
}
