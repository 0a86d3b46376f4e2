/**
 * Realtime settings under Laravel's names. With `PUSHER_HOST` the server publishes to that
 * Pusher-compatible service (hosted Pusher: `api-{cluster}.pusher.com`; Soketi; Reverb). Without
 * it the server runs its own Pusher-protocol server on its own port, with the given keys or
 * generated ones; generated keys are kept in `keysFile` when one is given, so that open pages
 * reconnect after a restart, and otherwise last as long as the process.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type RealtimeEnv = Record<string, string | undefined>;

export interface RealtimeKeys {
  appId: string;
  key: string;
  secret: string;
}

/** Where the browser connects when the server publishes to another service. */
export interface BrowserEndpoint {
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
}

export type RealtimeSettings = RealtimeKeys & {
  cluster: string;
} & (
    | { mode: 'embedded' }
    | {
        mode: 'external';
        host: string;
        port: number;
        scheme: 'http' | 'https';
        browser: BrowserEndpoint;
      }
  );

function value(env: RealtimeEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function port(env: RealtimeEnv, name: string): number | undefined {
  const v = value(env, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a port number, got "${v}"`);
  }
  return n;
}

function scheme(env: RealtimeEnv, name: string): 'http' | 'https' | undefined {
  const v = value(env, name)?.toLowerCase();
  if (v === undefined) return undefined;
  if (v !== 'http' && v !== 'https') throw new Error(`${name} must be http or https, got "${v}"`);
  return v;
}

export function generateKeys(): RealtimeKeys {
  return {
    appId: String(randomInt(100_000, 10_000_000)),
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(10).toString('hex'),
  };
}

function isKeys(v: unknown): v is RealtimeKeys {
  const k = v as RealtimeKeys;
  return (
    typeof v === 'object' &&
    v !== null &&
    [k.appId, k.key, k.secret].every((s) => typeof s === 'string' && s.length > 0)
  );
}

/** Generated keys, read from `keysFile` when it holds some, else created (and saved there). */
function storedKeys(keysFile: string | undefined): RealtimeKeys {
  if (!keysFile) return generateKeys();
  try {
    const saved: unknown = JSON.parse(readFileSync(keysFile, 'utf8'));
    if (isKeys(saved)) return { appId: saved.appId, key: saved.key, secret: saved.secret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateKeys();
  mkdirSync(dirname(keysFile), { recursive: true });
  writeFileSync(keysFile, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

export function readRealtimeSettings(
  env: RealtimeEnv,
  options: { keysFile?: string } = {},
): RealtimeSettings {
  const given = {
    appId: value(env, 'PUSHER_APP_ID'),
    key: value(env, 'PUSHER_APP_KEY'),
    secret: value(env, 'PUSHER_APP_SECRET'),
  };
  const cluster = value(env, 'PUSHER_APP_CLUSTER') ?? 'mt1';
  const host = value(env, 'PUSHER_HOST');
  const pusherPort = port(env, 'PUSHER_PORT');
  const pusherScheme = scheme(env, 'PUSHER_SCHEME');

  if (!host) {
    const complete = given.appId && given.key && given.secret;
    const keys = complete ? (given as RealtimeKeys) : { ...storedKeys(options.keysFile) };
    if (!complete) {
      // Any key given wins over the generated one.
      if (given.appId) keys.appId = given.appId;
      if (given.key) keys.key = given.key;
      if (given.secret) keys.secret = given.secret;
    }
    return { mode: 'embedded', cluster, ...keys };
  }

  const missing = (['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const).filter(
    (name) => !value(env, name),
  );
  if (missing.length > 0) {
    throw new Error(`PUSHER_HOST is set, so ${missing.join(', ')} must be set too`);
  }
  const serverScheme = pusherScheme ?? 'https';
  const serverPort = pusherPort ?? (serverScheme === 'https' ? 443 : 80);
  const hosted = /^api-([a-z0-9-]+)\.pusher\.com$/i.exec(host);
  let browser: BrowserEndpoint;
  if (hosted) {
    browser = { wsHost: `ws-${hosted[1]}.pusher.com`, wsPort: 80, wssPort: 443, forceTLS: true };
  } else {
    // The browser may reach the service under another name than the server does (as with
    // Laravel's VITE_PUSHER_* settings); by default it uses the same host, port and scheme.
    const browserPort = port(env, 'VITE_PUSHER_PORT') ?? serverPort;
    browser = {
      wsHost: value(env, 'VITE_PUSHER_HOST') ?? host,
      wsPort: browserPort,
      wssPort: browserPort,
      forceTLS: (scheme(env, 'VITE_PUSHER_SCHEME') ?? serverScheme) === 'https',
    };
  }
  return {
    mode: 'external',
    cluster,
    appId: given.appId!,
    key: given.key!,
    secret: given.secret!,
    host,
    port: serverPort,
    scheme: serverScheme,
    browser,
  };
}
