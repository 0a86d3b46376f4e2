import { describe, expect, it, vi } from 'vitest';
import { ChannelAuthorizationError, createChannelAuthorizer } from './createChannelAuthorizer';
import { readXsrfToken } from './readXsrfToken';

function authorize(handler: ReturnType<typeof createChannelAuthorizer>, channelName: string) {
  return new Promise<{ error: Error | null; data: unknown }>((resolve) => {
    handler({ socketId: '123.456', channelName }, (error, data) => resolve({ error, data }));
  });
}

describe('createChannelAuthorizer', () => {
  it('posts socket_id and channel_name with credentials and the XSRF header', async () => {
    const fetch = vi.fn(async () => Response.json({ auth: 'key:sig' }));
    const handler = createChannelAuthorizer({ fetch, getXsrfToken: () => 'tok en' });
    const result = await authorize(handler, 'private-user.5');
    expect(result).toEqual({ error: null, data: { auth: 'key:sig' } });
    expect(fetch).toHaveBeenCalledWith('/pusher/auth', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': 'tok en',
      },
      body: 'socket_id=123.456&channel_name=private-user.5',
    });
  });

  it('reads the XSRF-TOKEN cookie by default', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookie Sanctum would set
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ auth: 'a' }),
    );
    await authorize(createChannelAuthorizer({ fetch }), 'private-x');
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('abc==');
  });

  it('hands a refusal to pusher-js as an error with the status', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'no' }, { status: 403 }));
    const { error, data } = await authorize(createChannelAuthorizer({ fetch }), 'private-x');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ChannelAuthorizationError);
    expect((error as ChannelAuthorizationError).status).toBe(403);
  });

  it('hands a network failure to pusher-js', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const { error } = await authorize(createChannelAuthorizer({ fetch }), 'private-x');
    expect(error?.message).toBe('offline');
  });

  it('refuses a 200 without an auth string', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    const { error } = await authorize(createChannelAuthorizer({ fetch }), 'private-x');
    expect(error).toBeInstanceOf(ChannelAuthorizationError);
  });
});

describe('readXsrfToken', () => {
  it.each([
    ['a=1; XSRF-TOKEN=eyJ%2Bx%3D; b=2', 'eyJ+x='],
    ['XSRF-TOKEN=plain', 'plain'],
    ['XSRF-TOKEN=bad%E0', 'bad%E0'],
    ['other=1', null],
    ['', null],
  ])('reads %j', (cookie, token) => {
    expect(readXsrfToken(cookie)).toBe(token);
  });
});
