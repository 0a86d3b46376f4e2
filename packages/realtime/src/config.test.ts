import { describe, expect, it } from 'vitest';
import { parseRealtimeConfig } from './config';

const good = {
  enabled: true,
  key: 'k',
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 3000,
  wssPort: 3000,
  forceTLS: false,
};

describe('parseRealtimeConfig', () => {
  it('accepts a full configuration and drops unknown fields', () => {
    expect(parseRealtimeConfig({ ...good, secret: 'never' })).toEqual(good);
  });

  it('accepts a disabled configuration with empty fields', () => {
    expect(parseRealtimeConfig({ ...good, enabled: false, key: '', wsHost: '' })?.enabled).toBe(
      false,
    );
  });

  it.each([
    null,
    'x',
    { ...good, enabled: 'yes' },
    { ...good, key: '' },
    { ...good, wsPort: 0 },
    { ...good, wssPort: 70000 },
    { ...good, forceTLS: 'false' },
    { ...good, cluster: undefined },
  ])('refuses %j', (value) => {
    expect(parseRealtimeConfig(value)).toBeNull();
  });
});
