import type { ToastQueue } from '@backoffice/ui/Toasts';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';

export type ToastTone = 'critical' | 'positive' | 'info';

export type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

// The toast library is loaded with the first toast, keeping it out of the sign-in page's files.
const loadToasts = () => import('@backoffice/ui/Toasts');
const ToastRegion = lazy(() => loadToasts().then((m) => ({ default: m.ToastRegion })));

/**
 * The page's toasts: bottom-right, 4 seconds each, pausing on hover (the library's queue and
 * region). `useToast()` shows one; the spec's general message is the usual error.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const queue = useRef<Promise<ToastQueue> | null>(null);
  const [shown, setShown] = useState(false);
  const show = useCallback<ShowToast>((message, tone = 'critical') => {
    queue.current ??= loadToasts().then((m) => m.toastQueue);
    setShown(true);
    void queue.current.then((loaded) => loaded.add({ title: message, tone }));
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
