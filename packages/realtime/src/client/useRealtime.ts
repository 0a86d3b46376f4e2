import { useEffect, useRef, useState } from 'react';
import type { SubscriptionEntry } from '../channels';
import type { RealtimeConfig } from '../config';
import {
  type RealtimeEvent,
  RealtimeManager,
  type RealtimeManagerOptions,
  type RealtimeState,
} from './RealtimeManager';

/** The fields of the spec's user (section 3) that decide the subscriptions. */
export interface RealtimeUserFields {
  id: number;
  /** Comma-separated role names. */
  role: string | null | undefined;
  active_brand_id: number | null | undefined;
}

export interface UseRealtimeOptions
  extends Omit<RealtimeManagerOptions, 'config' | 'onEvent' | 'onStateChange'> {
  /** The run-time configuration from `/api/realtime/config`; null while it loads. */
  config: RealtimeConfig | null;
  /** The signed-in user; null when signed out or not yet loaded. */
  user: RealtimeUserFields | null;
  onEvent: (event: RealtimeEvent) => void;
}

export interface UseRealtimeResult {
  state: RealtimeState;
  channels: SubscriptionEntry[];
  socketId: string | null;
}

/**
 * Keeps one pusher-js connection while a user is signed in and the server offers realtime.
 * A change of brand (or roles) drops every subscription and subscribes to the rebuilt list; a
 * change of user or configuration replaces the connection. `onEvent` may change on every render.
 */
export function useRealtime(options: UseRealtimeOptions): UseRealtimeResult {
  const { config, user, onEvent } = options;
  const [manager, setManager] = useState<RealtimeManager | null>(null);
  const [state, setState] = useState<RealtimeState>('initialized');
  const [channels, setChannels] = useState<SubscriptionEntry[]>([]);
  const latest = useRef(options);
  latest.current = options;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  const configKey = config?.enabled ? JSON.stringify(config) : null;
  const disabled = config !== null && !config.enabled;
  const userId = user?.id ?? null;
  const role = user?.role ?? null;
  const brandId = user?.active_brand_id ?? null;

  useEffect(() => {
    if (disabled) {
      setState('disabled');
      return;
    }
    if (configKey === null || userId === null) {
      setState('initialized');
      return;
    }
    const { config: _config, user: _user, onEvent: _onEvent, ...rest } = latest.current;
    const created = new RealtimeManager({
      ...rest,
      config: JSON.parse(configKey) as RealtimeConfig,
      onEvent: (event) => onEventRef.current(event),
      onStateChange: setState,
    });
    setManager(created);
    return () => {
      created.disconnect();
      setManager(null);
      setChannels([]);
    };
  }, [configKey, disabled, userId]);

  useEffect(() => {
    if (!manager || userId === null) return;
    setChannels(manager.subscribeFor({ userId, roles: role, brandId }));
  }, [manager, userId, role, brandId]);

  return { state, channels, socketId: manager?.socketId ?? null };
}
