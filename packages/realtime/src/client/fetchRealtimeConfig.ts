import { parseRealtimeConfig, REALTIME_CONFIG_PATH, type RealtimeConfig } from '../config';

/**
 * Loads the run-time configuration. A failure is logged and answers null: the app works on
 * without live alerts (spec section 8: a failed load for realtime is logged only).
 */
export async function fetchRealtimeConfig(
  endpoint: string = REALTIME_CONFIG_PATH,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<RealtimeConfig | null> {
  try {
    const response = await doFetch(endpoint, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) throw new Error(`Realtime configuration answered ${response.status}`);
    const config = parseRealtimeConfig(await response.json());
    if (!config) throw new Error('Realtime configuration is malformed');
    return config;
  } catch (error) {
    console.error('Realtime configuration not loaded', error);
    return null;
  }
}
