/**
 * The HMAC signatures of the Pusher protocol: channel authorisations (`key:hex`) and the signed
 * query of the HTTP events API. Hex HMAC-SHA256 throughout, compared in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The string a channel authorisation signs: `socket_id:channel[:channel_data]`. */
function channelString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined
    ? `${socketId}:${channel}`
    : `${socketId}:${channel}:${channelData}`;
}

export function channelSignature(
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return hmacHex(secret, channelString(socketId, channel, channelData));
}

/** The `auth` value pusher-js sends back in `pusher:subscribe`. */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return `${key}:${channelSignature(secret, socketId, channel, channelData)}`;
}

export function verifyChannelAuth(
  key: string,
  secret: string,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, channelAuth(key, secret, socketId, channel, channelData));
}

/**
 * The signature of an HTTP API request: `METHOD\npath\nk=v&k=v` with the query parameters
 * (without `auth_signature`) sorted by key, values as they are, not URL-encoded.
 */
export function requestSignature(
  secret: string,
  method: string,
  path: string,
  params: Record<string, string>,
): string {
  const query = Object.keys(params)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return hmacHex(secret, `${method.toUpperCase()}\n${path}\n${query}`);
}
