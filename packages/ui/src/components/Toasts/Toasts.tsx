import { useCallback, useSyncExternalStore } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  type QueuedToast,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Toasts.css';
import { type ToastContent, type ToastQueue, toastQueue } from './toastQueue';

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. @default toastQueue (4000 ms) */
  queue?: ToastQueue;
  /** Corner of the viewport. Pair 'top-right' with `topRightToastQueue` (3000 ms). @default 'bottom-right' */
  placement?: 'bottom-right' | 'top-right';
  /** Accessible name of the region. @default 'Notifications' */
  'aria-label'?: string;
}

function useIsClosing(queue: ToastQueue, key: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => queue.subscribeClosing(listener),
    [queue],
  );
  return useSyncExternalStore(
    subscribe,
    () => queue.isClosing(key),
    () => false,
  );
}

function Toast({ queue, toast }: { queue: ToastQueue; toast: QueuedToast<ToastContent> }) {
  const isClosing = useIsClosing(queue, toast.key);
  const { title, description, tone = 'neutral', action } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className={styles.toast}
      data-tone={tone}
      data-closing={isClosing || undefined}
    >
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      {action && (
        <Button
          className={styles.action}
          onPress={() => {
            queue.close(toast.key);
            action.onAction();
          }}
        >
          {action.label}
        </Button>
      )}
      <Button slot="close" aria-label="Close" className={styles.close}>
        <Icon name="close" size="sm" />
      </Button>
    </AriaToast>
  );
}

/**
 * Where toasts appear. Mount one per queue near the app's root; then anything can call
 * `toastQueue.add({ title, description, tone, action })`; an `action` (`{ label: 'Undo',
 * onAction }`) is a button before Close that closes the toast as it acts. Timers pause while the pointer is over the
 * region or focus is inside it; F6 moves keyboard focus to the region and back.
 */
export function ToastRegion({
  queue = toastQueue,
  placement = 'bottom-right',
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={ariaLabel}
      className={styles.region}
      data-placement={placement}
    >
      {({ toast }) => <Toast queue={queue} toast={toast} />}
    </AriaToastRegion>
  );
}
