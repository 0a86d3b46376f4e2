import { useSyncExternalStore } from 'react';

/** A phone's window: up to 40rem (640 px) wide, where a list shows its compact columns. */
export const PHONE_WIDTH_QUERY = '(max-width: 40rem)';

const phoneWidth = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_WIDTH_QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneWidth();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is a phone's width, following it as the window is resized or turned. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneWidth()?.matches ?? false,
    () => false,
  );
}
