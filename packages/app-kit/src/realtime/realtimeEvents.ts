/**
 * Realtime events for screens. The app's one connection (`RealtimeAlerts` in the backoffice
 * app, subscribed to the channels of the user's roles and brand) hands every event it receives
 * to `emitRealtimeEvent`; a screen listens to the events it cares about with
 * `useRealtimeEvent(['jfd-orders', 'jfd-order-updates'], (event) => void mutate())`, typically to
 * revalidate its list. Stories and tests call `emitRealtimeEvent` to play an arriving event.
 */
import { useEffect, useRef } from 'react';

/** An event as the connection received it: its channel, its name and its data. */
export interface ScreenRealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

type Listener = (event: ScreenRealtimeEvent) => void;

const listeners = new Set<Listener>();

/** Hands an event received on a subscribed channel to every screen listening to its name. */
export function emitRealtimeEvent(event: ScreenRealtimeEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/**
 * Calls `onEvent` for each event of one of `names` while the screen is shown. `onEvent` may
 * change on every render; the latest one is called.
 */
export function useRealtimeEvent(
  names: readonly string[],
  onEvent: (event: ScreenRealtimeEvent) => void,
): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = names.join('\u0000');
  useEffect(() => {
    const wanted = new Set(key.split('\u0000'));
    const listener: Listener = (event) => {
      if (wanted.has(event.event)) latest.current(event);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [key]);
}
