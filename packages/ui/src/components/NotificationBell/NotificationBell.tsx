import { useId } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  VisuallyHidden,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './NotificationBell.css';

export interface NotificationBellProps extends Omit<AriaButtonProps, 'children'> {
  /** Whether a new notification is pending (the app's new-notification flag): shows the red dot. @default false */
  hasNew?: boolean;
  /** Accessible name of the button. @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * The top bar's bell. It opens the notification panel; while `hasNew` is set a red dot shows and
 * screen readers hear 'new' as the button's description. Keep the panel's trigger on this button
 * so focus returns here when the panel closes.
 */
export function NotificationBell({
  hasNew = false,
  className,
  'aria-label': ariaLabel = 'Notifications',
  ...props
}: NotificationBellProps) {
  const newId = useId();
  return (
    <AriaButton
      {...props}
      aria-label={ariaLabel}
      aria-describedby={hasNew ? newId : undefined}
      data-has-new={hasNew || undefined}
      className={composeRenderProps(className, (given) =>
        [styles.bell, given].filter(Boolean).join(' '),
      )}
    >
      <Icon name="bell" size="md" />
      {hasNew && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <VisuallyHidden id={newId}>new</VisuallyHidden>
        </>
      )}
    </AriaButton>
  );
}
