import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRealtimeSettings } from './settings';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readRealtimeSettings', () => {
  it('runs the embedded server with the given keys when PUSHER_HOST is absent', () => {
    expect(
      readRealtimeSettings({ PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' }),
    ).toEqual({ mode: 'embedded', appId: '1', key: 'k', secret: 's', cluster: 'mt1' });
  });

  it('generates keys that stay the same for the process (one read)', () => {
    const settings = readRealtimeSettings({});
    expect(settings.mode).toBe('embedded');
    expect(settings.appId).toMatch(/^\d+$/);
    expect(settings.key).toMatch(/^[0-9a-f]{20}$/);
    expect(settings.secret).toMatch(/^[0-9a-f]{20}$/);
    expect(readRealtimeSettings({}).key).not.toBe(settings.key);
  });

  it('keeps generated keys in the keys file across restarts, private to the owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'realtime-'));
    dirs.push(dir);
    const keysFile = join(dir, 'nested', 'realtime-keys.json');
    const first = readRealtimeSettings({}, { keysFile });
    const second = readRealtimeSettings({}, { keysFile });
    expect(second).toEqual(first);
    expect(JSON.parse(readFileSync(keysFile, 'utf8')).secret).toBe(first.secret);
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
  });

  it('lets a given key win over a generated one', () => {
    const settings = readRealtimeSettings({ PUSHER_APP_KEY: 'mine' });
    expect(settings.key).toBe('mine');
    expect(settings.secret).toMatch(/^[0-9a-f]{20}$/);
  });

  it('publishes elsewhere with PUSHER_HOST, https on 443 by default', () => {
    expect(
      readRealtimeSettings({
        PUSHER_HOST: 'reverb.example',
        PUSHER_APP_ID: '1',
        PUSHER_APP_KEY: 'k',
        PUSHER_APP_SECRET: 's',
      }),
    ).toMatchObject({
      mode: 'external',
      host: 'reverb.example',
      port: 443,
      scheme: 'https',
      browser: { wsHost: 'reverb.example', wsPort: 443, wssPort: 443, forceTLS: true },
    });
  });

  it('lets the browser reach the service under another name (VITE_PUSHER_*)', () => {
    expect(
      readRealtimeSettings({
        PUSHER_HOST: 'soketi',
        PUSHER_PORT: '6001',
        PUSHER_SCHEME: 'http',
        VITE_PUSHER_HOST: 'ws.example.com',
        VITE_PUSHER_PORT: '443',
        VITE_PUSHER_SCHEME: 'https',
        PUSHER_APP_ID: '1',
        PUSHER_APP_KEY: 'k',
        PUSHER_APP_SECRET: 's',
      }),
    ).toMatchObject({
      port: 6001,
      scheme: 'http',
      browser: { wsHost: 'ws.example.com', wsPort: 443, wssPort: 443, forceTLS: true },
    });
  });

  it.each([
    [{ PUSHER_HOST: 'h', PUSHER_APP_KEY: 'k' }, /PUSHER_APP_ID, PUSHER_APP_SECRET/],
    [{ PUSHER_PORT: 'eighty' }, /PUSHER_PORT must be a port/],
    [{ PUSHER_PORT: '70000' }, /PUSHER_PORT must be a port/],
    [{ PUSHER_SCHEME: 'ftp' }, /PUSHER_SCHEME must be http or https/],
  ])('fails fast on %j', (env, message) => {
    expect(() => readRealtimeSettings(env)).toThrow(message);
  });
});
