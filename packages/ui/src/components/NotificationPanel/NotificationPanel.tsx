import {
  Dialog,
  Heading,
  Link,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './NotificationPanel.css';
import { relativeTime } from './relativeTime';

export interface NotificationItem {
  id: string | number;
  title: string;
  /** Where the notification leads, an app path or URL; links go through the RouterProvider. */
  link?: string | null;
  /** When it was created: a `Date` or an ISO timestamp as the server sends it. */
  createdAt: Date | string;
}

export interface NotificationPanelProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The notifications, newest first. */
  notifications: NotificationItem[];
  /** The moment relative times count from; pass a fixed date in stories and tests. @default new Date() */
  now?: Date;
  /** Remove one notification. */
  onRemove: (id: NotificationItem['id']) => void;
  /** Remove them all ('Clear All'). */
  onClearAll: () => void;
  /**
   * Called when a notification's link is followed, after the panel closes. The app reloads the
   * page here when the link leads to the page already shown.
   */
  onLinkPress?: (notification: NotificationItem) => void;
}

/**
 * The slide-over notification panel. Put it in a `DialogTrigger` after the `NotificationBell`, or
 * control it with `isOpen`/`onOpenChange`. Escape, the close button or a click outside closes
 * it, and focus returns to the bell.
 */
export function NotificationPanel({
  notifications,
  now,
  onRemove,
  onClearAll,
  onLinkPress,
  isDismissable = true,
  ...props
}: NotificationPanelProps) {
  const reference = now ?? new Date();
  const isEmpty = notifications.length === 0;
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  Notifications
                </Heading>
                <Button variant="ghost" size="sm" isDisabled={isEmpty} onPress={onClearAll}>
                  Clear All
                </Button>
                <Button variant="ghost" size="sm" aria-label="Close notifications" onPress={close}>
                  <Icon name="close" size="sm" />
                </Button>
              </div>
              {isEmpty ? (
                <p className={styles.empty}>No New Notifications</p>
              ) : (
                <ul className={styles.list} aria-label="Notifications">
                  {notifications.map((item) => (
                    <li key={item.id} className={styles.item}>
                      <div className={styles.itemText}>
                        {item.link ? (
                          <Link
                            href={item.link}
                            className={styles.link}
                            onPress={() => {
                              close();
                              onLinkPress?.(item);
                            }}
                          >
                            {item.title}
                          </Link>
                        ) : (
                          <span className={styles.itemTitle}>{item.title}</span>
                        )}
                        <time
                          dateTime={new Date(item.createdAt).toISOString()}
                          className={styles.time}
                        >
                          {relativeTime(item.createdAt, reference)}
                        </time>
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove notification: ${item.title}`}
                        onPress={() => onRemove(item.id)}
                      >
                        <Icon name="trash" size="sm" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
