import { useRevalidateNotifications } from '@backoffice/api-client';
import { emitRealtimeEvent, useAppState, useAppStore } from '@backoffice/app-kit';
import type { RealtimeConfig } from '@backoffice/realtime';
import {
  type AlertSound,
  createAlertSound,
  fetchRealtimeConfig,
  type UseRealtimeOptions,
  useRealtime,
} from '@backoffice/realtime/client';
import { useEffect, useState } from 'react';

const defaultAlertSound = createAlertSound();

export interface RealtimeAlertsProps {
  /** The sound each event plays; a short beep by default. */
  sound?: AlertSound;
  /** Builds the pusher-js connection; pusher-js itself by default (tests pass a stand-in). */
  createClient?: UseRealtimeOptions['createClient'];
}

/**
 * The live alerts of a signed-in user (spec section 7): the configuration comes from the
 * server at run time; the connection subscribes to the channels of the user's roles and active
 * brand plus their private channel, and resubscribes when the brand changes. Each event plays
 * the alert sound, sets the new-notification flag and refreshes the notification list. Renders
 * nothing.
 */
export function RealtimeAlerts({
  sound = defaultAlertSound,
  createClient,
}: RealtimeAlertsProps = {}) {
  const store = useAppStore();
  const user = useAppState((state) => state.user);
  const revalidate = useRevalidateNotifications();
  const [config, setConfig] = useState<RealtimeConfig | null>(null);

  useEffect(() => {
    let current = true;
    // A failed load is logged by fetchRealtimeConfig and leaves the app without live alerts.
    void fetchRealtimeConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  const { channels } = useRealtime({
    config,
    createClient,
    user: user ? { id: user.id, role: user.role, active_brand_id: user.active_brand_id } : null,
    onEvent: (event) => {
      void sound.play();
      store.setNewNotification(true);
      void revalidate();
      // Screens listening with useRealtimeEvent (the order board, the queues) refetch.
      emitRealtimeEvent(event);
    },
  });

  useEffect(() => {
    store.setChannels(channels);
  }, [channels, store]);

  return null;
}
