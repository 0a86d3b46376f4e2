import type { ToastAction, ToastQueue } from '@backoffice/ui/Toasts';
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { lazyComponent } from '../loading/lazyComponent';

export type ToastTone = 'critical' | 'positive' | 'info';

/** A toast's button and how long it stays, for the few that offer to act (Undo). */
export interface ToastExtras {
  action?: ToastAction;
  /** Milliseconds it stays; the queue's 4 seconds when left out. */
  timeout?: number;
}

export type ShowToast = (message: string, tone?: ToastTone, extras?: ToastExtras) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The last toast asked for, until it is in its queue (the library's file may still be loading). */
let lastRequest: Promise<unknown> = Promise.resolve();

/**
 * Resolves once every toast asked for so far is in its queue. A toast reaches its queue a moment
 * after `useToast()` is called, the first one after the library's file has loaded: the story
 * helper `clearToasts` waits for this so that it clears the toasts a story made, not the ones
 * made before them.
 */
export function toastsQueued(): Promise<void> {
  return lastRequest.then(
    () => undefined,
    () => undefined,
  );
}

// The toast library is loaded with the first toast, keeping it out of the sign-in page's files.
const loadToasts = () => import('@backoffice/ui/Toasts');
const ToastRegion = lazyComponent(() => loadToasts().then((m) => m.ToastRegion));

/**
 * The page's toasts: bottom-right, 4 seconds each, pausing on hover (the library's queue and
 * region). `useToast()` shows one; the spec's general message is the usual error. A toast may
 * carry a button and its own timeout (`useUndoToast` offers Undo that way).
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const queue = useRef<Promise<ToastQueue> | null>(null);
  const [shown, setShown] = useState(false);
  const show = useCallback<ShowToast>((message, tone = 'critical', extras = {}) => {
    queue.current ??= loadToasts().then((m) => m.toastQueue);
    setShown(true);
    const { action, timeout } = extras;
    lastRequest = queue.current.then((loaded) =>
      loaded.add(
        action ? { title: message, tone, action } : { title: message, tone },
        timeout === undefined ? {} : { timeout },
      ),
    );
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast; errors by default. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it.');
  return show;
}
