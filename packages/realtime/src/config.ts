/**
 * The run-time configuration the browser fetches from the server before it connects. Keys and
 * hosts are never baked into the bundle: the same build talks to the embedded server, a hosted
 * Pusher cluster, Soketi or Reverb depending on what the server answers here.
 */

/** Where the server answers the configuration. */
export const REALTIME_CONFIG_PATH = '/api/realtime/config';
/** pusher-js's default channel authorisation path, kept by the spec. */
export const CHANNEL_AUTH_PATH = '/pusher/auth';

export interface RealtimeConfig {
  /** False when the server has no realtime service; the app then stays silent. */
  enabled: boolean;
  /** The application key (public; the secret never leaves the server). */
  key: string;
  /** Mandatory for pusher-js 8; any string when wsHost is given. */
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  /** True except against the embedded server reached over plain http. */
  forceTLS: boolean;
}

function isPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536;
}

/** Checks an answer of the configuration endpoint; null when it is not a usable config. */
export function parseRealtimeConfig(value: unknown): RealtimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.enabled !== 'boolean') return null;
  if (typeof v.key !== 'string' || typeof v.cluster !== 'string') return null;
  if (typeof v.wsHost !== 'string' || !isPort(v.wsPort) || !isPort(v.wssPort)) return null;
  if (typeof v.forceTLS !== 'boolean') return null;
  if (v.enabled && (v.key === '' || v.cluster === '' || v.wsHost === '')) return null;
  return {
    enabled: v.enabled,
    key: v.key,
    cluster: v.cluster,
    wsHost: v.wsHost,
    wsPort: v.wsPort,
    wssPort: v.wssPort,
    forceTLS: v.forceTLS,
  };
}
