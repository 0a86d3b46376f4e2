import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../vitest.shared.ts';
import { fetchRealtimeConfig } from './fetchRealtimeConfig';

const config = {
  enabled: true,
  key: 'k',
  cluster: 'mt1',
  wsHost: 'h',
  wsPort: 80,
  wssPort: 443,
  forceTLS: true,
};

describe('fetchRealtimeConfig', () => {
  it('loads the run-time configuration with credentials', async () => {
    const fetch = vi.fn(async () => Response.json(config));
    expect(await fetchRealtimeConfig(undefined, fetch)).toEqual(config);
    expect(fetch).toHaveBeenCalledWith(
      '/api/realtime/config',
      expect.objectContaining({
        credentials: 'include',
      }),
    );
  });

  it.each([
    ['a server error', async () => Response.json({}, { status: 500 })],
    ['a malformed answer', async () => Response.json({ key: 1 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('offline');
      },
    ],
  ])('logs %s and answers null', async (_name, impl) => {
    expectConsoleError('Realtime configuration not loaded');
    const error = vi.spyOn(console, 'error');
    expect(await fetchRealtimeConfig('/x', vi.fn(impl))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
