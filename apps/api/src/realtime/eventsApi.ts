/**
 * The HTTP events API of the embedded server, as the `pusher` npm package calls it:
 * `POST /apps/{app_id}/events?auth_key&auth_timestamp&auth_version=1.0&body_md5&auth_signature`
 * with a JSON body `{name, channels | channel, data, socket_id?}`.
 */
import { isValidChannelName } from '@backoffice/realtime';
import { MAX_EVENT_DATA_BYTES } from './PusherHub';
import { md5Hex, requestSignature, safeEqual } from './signatures';

/** Pusher's request signatures are valid for ten minutes either side of the server's clock. */
export const TIMESTAMP_GRACE_SECONDS = 600;
export const MAX_CHANNELS_PER_EVENT = 100;
const SOCKET_ID = /^\d+\.\d+$/;

export interface EventsRequest {
  appId: string;
  path: string;
  query: Record<string, unknown>;
  rawBody: string;
  /** Seconds since the epoch. */
  now: number;
}

export interface AppKeys {
  appId: string;
  key: string;
  secret: string;
}

export interface ValidEvent {
  name: string;
  channels: string[];
  data: string;
  socketId?: string;
}

export type EventsResult =
  | { ok: true; event: ValidEvent }
  | { ok: false; status: number; message: string };

function fail(status: number, message: string): EventsResult {
  return { ok: false, status, message };
}

/** Checks the signature, then the event; answers the event to publish or the refusal. */
export function checkEventsRequest(app: AppKeys, request: EventsRequest): EventsResult {
  if (request.appId !== app.appId) return fail(404, `Unknown app ${request.appId}`);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return fail(401, `Repeated or malformed parameter ${name}`);
    params[name.toLowerCase()] = value;
  }
  const { auth_key, auth_timestamp, auth_version, auth_signature, body_md5 } = params;
  if (!auth_key || !auth_timestamp || !auth_version || !auth_signature) {
    return fail(401, 'auth_key, auth_timestamp, auth_version and auth_signature are required');
  }
  if (!safeEqual(auth_key, app.key)) return fail(401, 'Unknown auth_key');
  if (auth_version !== '1.0') return fail(401, 'Unsupported auth_version');
  const timestamp = Number(auth_timestamp);
  if (!/^\d+$/.test(auth_timestamp) || !Number.isSafeInteger(timestamp)) {
    return fail(401, 'Malformed auth_timestamp');
  }
  if (Math.abs(request.now - timestamp) > TIMESTAMP_GRACE_SECONDS) {
    return fail(401, 'Timestamp expired: more than 600 s from the server time');
  }
  if (request.rawBody.length > 0 || body_md5 !== undefined) {
    if (!body_md5 || !safeEqual(body_md5, md5Hex(request.rawBody))) {
      return fail(401, 'body_md5 does not match the body');
    }
  }
  const expected = requestSignature(app.secret, 'POST', request.path, params);
  if (!safeEqual(auth_signature, expected)) return fail(401, 'Invalid signature');

  let body: unknown;
  try {
    body = JSON.parse(request.rawBody);
  } catch {
    return fail(400, 'The body is not JSON');
  }
  if (typeof body !== 'object' || body === null) return fail(400, 'The body is not an object');
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string' || b.name === '' || b.name.length > 200) {
    return fail(400, 'name must be a string of 1 to 200 characters');
  }
  let channels: unknown = b.channels;
  if (channels === undefined && b.channel !== undefined) channels = [b.channel];
  if (!Array.isArray(channels) || channels.length === 0) {
    return fail(400, 'channels must be a non-empty list');
  }
  if (channels.length > MAX_CHANNELS_PER_EVENT) {
    return fail(400, `At most ${MAX_CHANNELS_PER_EVENT} channels per event`);
  }
  const invalid = channels.find((channel) => !isValidChannelName(channel));
  if (invalid !== undefined) return fail(400, `Invalid channel name ${JSON.stringify(invalid)}`);
  if (typeof b.data !== 'string') return fail(400, 'data must be a string');
  if (Buffer.byteLength(b.data) > MAX_EVENT_DATA_BYTES) {
    return fail(413, 'The data content of this event exceeds the allowed maximum (10240 bytes)');
  }
  if (
    b.socket_id !== undefined &&
    (typeof b.socket_id !== 'string' || !SOCKET_ID.test(b.socket_id))
  ) {
    return fail(400, 'Invalid socket_id');
  }
  return {
    ok: true,
    event: {
      name: b.name,
      channels: channels as string[],
      data: b.data,
      ...(typeof b.socket_id === 'string' ? { socketId: b.socket_id } : {}),
    },
  };
}
