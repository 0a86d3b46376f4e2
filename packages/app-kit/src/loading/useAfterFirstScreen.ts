import { useEffect, useState } from 'react';

/** How long after the app's first draw work that the first screen does not need waits. */
export const AFTER_FIRST_SCREEN_MS = 1000;

/**
 * False until the page has had `delayMs` since this component first drew and the browser is then
 * idle (or `delayMs` more has passed): for work the first screen does not need, such as the live
 * alerts' connection, so that its files, requests and processing do not compete with the screen's
 * own on a slow phone. Once true it stays true for the component's life.
 *
 * ```tsx
 * const ready = useAfterFirstScreen();
 * return ready ? <RealtimeAlerts /> : null;
 * ```
 */
export function useAfterFirstScreen(delayMs = AFTER_FIRST_SCREEN_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(() => setReady(true), { timeout: delayMs });
      } else {
        setReady(true);
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready, delayMs]);
  return ready;
}
