import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCache } from './clearCache';
import { PREFETCH_TTL_MS, prefetch, takePrefetched } from './prefetch';

describe('prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the request under way to the first taker, and asks again for the next', async () => {
    const early = vi.fn(() => Promise.resolve(['early']));
    prefetch(['notices', 'dashboard'], early);
    prefetch(['notices', 'dashboard'], early);
    expect(early).toHaveBeenCalledTimes(1);

    const again = vi.fn(() => Promise.resolve(['again']));
    await expect(takePrefetched(['notices', 'dashboard'], again)).resolves.toEqual(['early']);
    expect(again).not.toHaveBeenCalled();
    await expect(takePrefetched(['notices', 'dashboard'], again)).resolves.toEqual(['again']);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('forgets what was started when the session ends', async () => {
    prefetch(['notices', 'dashboard'], () => Promise.resolve('previous user'));
    await clearCache((() => Promise.resolve([])) as ScopedMutator);
    await expect(
      takePrefetched(['notices', 'dashboard'], () => Promise.resolve('next user')),
    ).resolves.toBe('next user');
  });

  it('keeps keys apart', async () => {
    prefetch(['notices', 'page', 1, ''], () => Promise.resolve('page 1'));
    const other = vi.fn(() => Promise.resolve('page 2'));
    await expect(takePrefetched(['notices', 'page', 2, ''], other)).resolves.toBe('page 2');
    await expect(takePrefetched(['notices', 'page', 1, ''], other)).resolves.toBe('page 1');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('drops an answer nobody took in time', async () => {
    vi.useFakeTimers();
    prefetch(['brands', 'list'], () => Promise.resolve('stale'));
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    await expect(takePrefetched(['brands', 'list'], () => Promise.resolve('fresh'))).resolves.toBe(
      'fresh',
    );
  });

  it('lets the taker see a failure, and leaves none unhandled when nobody takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetch(['tickets', 'list'], () => Promise.reject(new Error('offline')));
    await expect(takePrefetched(['tickets', 'list'], () => Promise.resolve('x'))).rejects.toThrow(
      'offline',
    );
    prefetch(['tickets', 'other'], () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
