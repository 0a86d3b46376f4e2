import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { user } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { ApiError } from '../http/ApiError';
import { ValidationError } from '../http/ValidationError';
import {
  sessionKeys,
  useForgotPassword,
  useLogin,
  useLogout,
  useResetPassword,
  useSession,
  useVerifyEmail,
} from './auth';

const csrfCookie = http.get('/api/sanctum/csrf-cookie', () => {
  return new HttpResponse(null, {
    status: 204,
    headers: { 'Set-Cookie': 'XSRF-TOKEN=t1; Path=/' },
  });
});
const session = http.get('/api/session', () => HttpResponse.json({ data: { user } }));

describe('useSession', () => {
  it('primes the CSRF cookie, then reads the user under data.user', async () => {
    server.use(csrfCookie, session);
    const { lines } = recordRequests();

    const { result } = renderWithClient(() => useSession());

    await waitFor(() => expect(result.current.data).toEqual(user));
    expect(lines()).toEqual(['GET /api/sanctum/csrf-cookie', 'GET /api/session']);
  });

  it('ends the session of a visitor without one', async () => {
    server.use(
      csrfCookie,
      http.get('/api/session', () => {
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );

    const { result, onSessionEnd } = renderWithClient(() => useSession());

    await waitFor(() => expect(onSessionEnd).toHaveBeenCalledWith(401));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });
});

describe('useLogin', () => {
  const credentials = { email: 'ada@example.test', password: 'secret-pass', remember: true };

  it('signs in with our answer {data: {user}} without reading the session again', async () => {
    const { lines, requests } = recordRequests();
    server.use(
      csrfCookie,
      http.post('/api/login', () => HttpResponse.json({ data: { user } })),
    );

    const { result } = renderWithClient(() => ({
      login: useLogin(),
      cachedUser: useSWR(sessionKeys.current()).data,
    }));
    let signedIn: unknown;
    await act(async () => {
      signedIn = await result.current.login.trigger(credentials);
    });

    expect(signedIn).toEqual(user);
    expect(result.current.cachedUser).toEqual(user);
    expect(lines()).toEqual(['GET /api/sanctum/csrf-cookie', 'POST /api/login']);
    const login = requests.find((request) => request.url.endsWith('/api/login'))!;
    expect(await login.text()).toBe('email=ada%40example.test&password=secret-pass&remember=1');
    expect(login.headers.get('X-XSRF-TOKEN')).toBe('t1');
  });

  it("reads the session after Laravel's 204 and caches the user", async () => {
    const { lines } = recordRequests();
    server.use(
      csrfCookie,
      session,
      http.post('/api/login', () => new HttpResponse(null, { status: 204 })),
    );

    const { result } = renderWithClient(() => useLogin());
    let signedIn: unknown;
    await act(async () => {
      signedIn = await result.current.trigger(credentials);
    });

    expect(signedIn).toEqual(user);
    expect(lines()).toEqual([
      'GET /api/sanctum/csrf-cookie',
      'POST /api/login',
      'GET /api/sanctum/csrf-cookie',
      'GET /api/session',
    ]);
  });

  it('rejects bad credentials with the field error', async () => {
    server.use(
      csrfCookie,
      http.post('/api/login', () => {
        const message = 'These credentials do not match our records.';
        return HttpResponse.json({ message, errors: { email: [message] } }, { status: 422 });
      }),
    );

    const { result } = renderWithClient(() => useLogin());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(credentials).catch((caught: unknown) => caught);
    });

    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      email: 'These credentials do not match our records.',
    });
  });

  it('rejects a CSRF mismatch so the form can say the page expired', async () => {
    server.use(
      csrfCookie,
      http.post('/api/login', () => {
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );

    const { result, onSessionEnd } = renderWithClient(() => useLogin());
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(credentials).catch((caught: unknown) => caught);
    });

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(419);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('useLogout', () => {
  it.each([204, 401, 419, 500])(
    'finishes whatever the server answers (%i) and forgets the cached session',
    async (status) => {
      server.use(
        csrfCookie,
        session,
        http.post('/api/logout', () => new HttpResponse(null, { status })),
      );

      const { result, onSessionEnd, onServerError } = renderWithClient(() => ({
        logout: useLogout(),
        session: useSession(),
      }));
      await waitFor(() => expect(result.current.session.data).toEqual(user));
      await act(() => result.current.logout.trigger());

      expect(result.current.session.data).toBeUndefined();
      expect(onSessionEnd).not.toHaveBeenCalled();
      expect(onServerError).not.toHaveBeenCalled();
    },
  );
});

describe('useVerifyEmail', () => {
  it('primes the CSRF cookie and verifies the token once', async () => {
    const { lines } = recordRequests();
    server.use(
      csrfCookie,
      http.get('/api/verify-email/:token', () => {
        return HttpResponse.json({ status: 'Your email address has been verified.' });
      }),
    );

    const { result } = renderWithClient(() => useVerifyEmail('abc 123'));

    await waitFor(() =>
      expect(result.current.data).toEqual({ status: 'Your email address has been verified.' }),
    );
    expect(lines()).toEqual(['GET /api/sanctum/csrf-cookie', 'GET /api/verify-email/abc%20123']);
  });
});

describe('password reset', () => {
  it('asks for a reset link, the CSRF cookie first', async () => {
    const { requests, lines } = recordRequests();
    server.use(
      csrfCookie,
      http.post('/api/forgot-password', () => {
        return HttpResponse.json({ status: 'We have emailed your password reset link.' });
      }),
    );

    const { result } = renderWithClient(() => useForgotPassword());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.trigger({ email: 'ada@example.test' });
    });

    expect(answer).toEqual({ status: 'We have emailed your password reset link.' });
    expect(lines()).toEqual(['GET /api/sanctum/csrf-cookie', 'POST /api/forgot-password']);
    expect(await requests[1]!.text()).toBe('email=ada%40example.test');
  });

  it('reports an invalid token on the email field', async () => {
    server.use(
      csrfCookie,
      http.post('/api/reset-password', () => {
        const message = 'This password reset token is invalid.';
        return HttpResponse.json({ message, errors: { email: [message] } }, { status: 422 });
      }),
    );

    const { result } = renderWithClient(() => useResetPassword());
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .trigger({
          token: 'expired',
          email: 'ada@example.test',
          password: 'new-password',
          password_confirmation: 'new-password',
        })
        .catch((caught: unknown) => caught);
    });

    expect((failure as ValidationError).fieldErrors.email).toBe(
      'This password reset token is invalid.',
    );
  });
});
