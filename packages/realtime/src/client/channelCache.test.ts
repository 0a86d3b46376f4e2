import { afterEach, describe, expect, it } from 'vitest';
import {
  CHANNELS_STORAGE_KEY,
  clearCachedChannels,
  readCachedChannels,
  writeCachedChannels,
} from './channelCache';

afterEach(() => window.localStorage.clear());

describe('channel cache', () => {
  it('keeps the list under "channels" and reads it back', () => {
    const entries = [{ channel: 'private-user.1', events: ['notification'] }];
    writeCachedChannels(window.localStorage, entries);
    expect(window.localStorage.getItem('channels')).toBe(JSON.stringify(entries));
    expect(readCachedChannels(window.localStorage)).toEqual(entries);
    clearCachedChannels(window.localStorage);
    expect(window.localStorage.getItem(CHANNELS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"channel":"a"}'],
  ])('reads %s as an empty list', (_name, raw) => {
    window.localStorage.setItem(CHANNELS_STORAGE_KEY, raw);
    expect(readCachedChannels(window.localStorage)).toEqual([]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    window.localStorage.setItem(
      CHANNELS_STORAGE_KEY,
      JSON.stringify([
        { channel: 'ok', events: ['e'] },
        { channel: 'bad name', events: ['e'] },
        { channel: 'no-events' },
        { channel: 'bad-events', events: [1] },
        null,
      ]),
    );
    expect(readCachedChannels(window.localStorage)).toEqual([{ channel: 'ok', events: ['e'] }]);
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => writeCachedChannels(refusing, [])).not.toThrow();
    expect(() => clearCachedChannels(refusing)).not.toThrow();
    expect(readCachedChannels(null)).toEqual([]);
  });
});
