import type { ChannelAuthorizationHandler } from 'pusher-js';
import { CHANNEL_AUTH_PATH } from '../config';
import { readXsrfToken } from './readXsrfToken';

export interface ChannelAuthorizerOptions {
  /** Defaults to `/pusher/auth` on the page's own origin. */
  endpoint?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to reading the `XSRF-TOKEN` cookie. */
  getXsrfToken?: () => string | null;
}

/** The error handed to pusher-js when the server refuses; pusher-js reports it as AuthError. */
export class ChannelAuthorizationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelAuthorizationError';
  }
}

/**
 * pusher-js's own XHR transport sends neither the credentials flag nor the CSRF header, so
 * channel authorisation goes through this handler instead: the same form-encoded `socket_id` and
 * `channel_name`, with cookies, `X-XSRF-TOKEN` and the XHR header every product call carries.
 */
export function createChannelAuthorizer(
  options: ChannelAuthorizerOptions = {},
): ChannelAuthorizationHandler {
  const endpoint = options.endpoint ?? CHANNEL_AUTH_PATH;
  const getToken = options.getXsrfToken ?? (() => readXsrfToken());
  return ({ socketId, channelName }, callback) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const token = getToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
    const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
    doFetch(endpoint, { method: 'POST', credentials: 'include', headers, body: body.toString() })
      .then(async (response) => {
        if (!response.ok) {
          throw new ChannelAuthorizationError(
            response.status,
            `Channel authorisation for ${channelName} refused with status ${response.status}`,
          );
        }
        const data = (await response.json()) as { auth?: unknown; channel_data?: unknown };
        if (typeof data.auth !== 'string') {
          throw new ChannelAuthorizationError(response.status, 'Channel authorisation had no auth');
        }
        callback(null, {
          auth: data.auth,
          ...(typeof data.channel_data === 'string' ? { channel_data: data.channel_data } : {}),
        });
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      });
  };
}
