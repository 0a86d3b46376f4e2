import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { settlesWithin } from '../../test/settles';
import { useSession } from '../endpoints/auth';
import { useBrandsHome } from '../endpoints/brands';
import { useCreateNotice } from '../endpoints/notices';
import { ApiError } from '../http/ApiError';
import { ApiClientProvider } from './ApiClientProvider';
import { useApiClient } from './useApiClient';

const signedIn = [
  http.get('/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/session', () => HttpResponse.json({ data: { user } })),
];

/** A host that mounts the provider afresh, with a new cache, when a session ends (as the app does). */
function RemountingHost({
  children,
  onEnd,
}: {
  children: ReactNode;
  onEnd: (status: number) => void;
}) {
  const [session, setSession] = useState(0);
  return (
    <ApiClientProvider
      key={session}
      onSessionEnd={(status) => {
        onEnd(status);
        setSession((count) => count + 1);
      }}
      onServerError={() => undefined}
      swrConfig={{ provider: () => new Map() }}
    >
      {children}
    </ApiClientProvider>
  );
}

describe('ApiClientProvider', () => {
  it('ends the session on 401: forgets cached answers, tells the app, never settles', async () => {
    server.use(
      ...signedIn,
      http.post('/api/notices', () => {
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const { result, onSessionEnd } = renderWithClient(() => ({
      session: useSession().data,
      create: useCreateNotice(),
    }));
    await waitFor(() => expect(result.current.session).toEqual(user));

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.create.trigger({
        input: { title: 'x', details: 'y', level: 'Normal' },
        idempotencyKey: 'k',
      });
    });

    await waitFor(() => expect(onSessionEnd).toHaveBeenCalledWith(401));
    expect(result.current.session).toBeUndefined();
    expect(await settlesWithin(pending, 50)).toBe(false);
  });

  it('ends a session once when the host mounts it afresh and a second 401 arrives late', async () => {
    // Two requests in flight when the session ends: the first 401 makes the host mount the
    // provider afresh (a new cache, as the app does); the second reaches the old one.
    let answerSecond: () => void = () => undefined;
    const secondArrives = new Promise<void>((resolve) => {
      answerSecond = resolve;
    });
    server.use(
      http.get('/api/brands/home', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
      http.get('/api/notices/list', async () => {
        await secondArrives;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const ended = vi.fn();
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RemountingHost onEnd={ended}>{children}</RemountingHost>
      ),
    });
    const old = result.current;
    void old.get('/api/notices/list').catch(() => undefined);
    void old.get('/api/brands/home').catch(() => undefined);
    await waitFor(() => expect(result.current).not.toBe(old));
    answerSecond();
    // The late 401 of the old scope ends nothing more (and throws nothing: the test would fail
    // on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith(401);
  });

  it('raises the server error on 500 and gives the hook the error', async () => {
    server.use(
      http.get('/api/brands/home', () => {
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { result, onServerError } = renderWithClient(() => useBrandsHome());

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(onServerError).toHaveBeenCalledTimes(1);
    expect(onServerError.mock.calls[0]![0]).toMatchObject({ status: 500 });
  });

  it('calls the handlers of the latest render', async () => {
    server.use(
      http.get('/api/brands/home', () => {
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const first = vi.fn();
    const second = vi.fn();
    const current = { handler: first };
    const { result, rerender } = renderHook(() => useApiClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ApiClientProvider onSessionEnd={vi.fn()} onServerError={current.handler}>
          {children}
        </ApiClientProvider>
      ),
    });
    const client = result.current;
    current.handler = second;
    rerender();

    await client.get('/api/brands/home').catch(() => undefined);

    expect(result.current).toBe(client);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('sends requests to the configured base URL', async () => {
    const { lines } = recordRequests();
    server.use(
      http.get('https://api.example.test/api/brands/home', () => HttpResponse.json({ data: [] })),
    );
    const { result } = renderHook(() => useBrandsHome(), {
      wrapper: ({ children }) => (
        <ApiClientProvider
          baseUrl="https://api.example.test"
          onSessionEnd={vi.fn()}
          onServerError={vi.fn()}
          swrConfig={{ provider: () => new Map() }}
        >
          {children}
        </ApiClientProvider>
      ),
    });

    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(lines()).toEqual(['GET /api/brands/home']);
  });

  it('refuses to work outside a provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(
      'useApiClient must be used inside an ApiClientProvider.',
    );
  });
});
