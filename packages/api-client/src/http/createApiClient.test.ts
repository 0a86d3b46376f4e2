import { REQUEST_TIMEOUT_MS } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../test/cookies';
import { recordRequests } from '../../test/recordRequests';
import { server } from '../../test/server';
import { settlesWithin } from '../../test/settles';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import { RequestTimeoutError } from './RequestTimeoutError';
import { ValidationError } from './ValidationError';

describe('createApiClient', () => {
  describe('requests', () => {
    it('sends cookies and the JSON and XHR headers', async () => {
      const seen = recordRequests().requests;
      server.use(http.get('/api/user', () => HttpResponse.json({ data: { id: 1 } })));

      const answer = await createApiClient().get('/api/user');

      expect(answer).toEqual({ data: { id: 1 } });
      const request = seen[0]!;
      expect(request.credentials).toBe('include');
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    });

    it("sends a call's own headers without letting them replace the client's", async () => {
      const seen = recordRequests().requests;
      server.use(http.post('/api/vendors', () => new HttpResponse(null, { status: 201 })));

      await createApiClient().post(
        '/api/vendors',
        { name: 'Acme' },
        { headers: { 'Idempotency-Key': 'form-1', Accept: 'text/html' } },
      );

      expect(seen[0]!.headers.get('Idempotency-Key')).toBe('form-1');
      expect(seen[0]!.headers.get('Accept')).toBe('application/json');
    });

    it('sends the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on state-changing requests only', async () => {
      setCookie('XSRF-TOKEN', 'tok%2Ben%3D');
      const seen = recordRequests().requests;
      server.use(
        http.get('/api/notices/list', () => HttpResponse.json({ data: [] })),
        http.post('/api/notices', () => new HttpResponse(null, { status: 201 })),
        http.put('/api/notices/4', () => new HttpResponse(null, { status: 204 })),
        http.delete('/api/notices/4', () => new HttpResponse(null, { status: 204 })),
      );
      const client = createApiClient();

      await client.get('/api/notices/list');
      await client.post('/api/notices', { title: 'Drill' });
      await client.put('/api/notices/4', { title: 'Drill' });
      await client.delete('/api/notices/4');

      expect(seen.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual([
        null,
        'tok+en=',
        'tok+en=',
        'tok+en=',
      ]);
    });

    it('primes the CSRF cookie before a request that asks for it', async () => {
      const seen = recordRequests().requests;
      server.use(
        http.get('/api/sanctum/csrf-cookie', () => {
          return new HttpResponse(null, {
            status: 204,
            headers: { 'Set-Cookie': 'XSRF-TOKEN=fresh%3Dtoken; Path=/' },
          });
        }),
        http.post('/api/login', () => new HttpResponse(null, { status: 204 })),
      );

      await createApiClient().post('/api/login', { email: 'a@b.test' }, { primeCsrf: true });

      expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
        'GET /api/sanctum/csrf-cookie',
        'POST /api/login',
      ]);
      expect(seen[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh=token');
    });

    it('form-encodes nested bodies with PHP brackets', async () => {
      const seen = recordRequests().requests;
      server.use(http.post('/api/tickets', () => HttpResponse.json({ data: { id: 9 } })));

      await createApiClient().post('/api/tickets', {
        subject: 'Printer',
        items: [{ qty: 2, urgent: true }],
        note: null,
      });

      const request = seen[0]!;
      expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
      expect(decodeURIComponent(await request.text())).toBe(
        'subject=Printer&items[0][qty]=2&items[0][urgent]=1&note=',
      );
    });

    it('sends multipart when a file is present', async () => {
      const seen = recordRequests().requests;
      server.use(http.post('/api/user', () => HttpResponse.json({ data: {} })));
      const photo = new File(['png-bytes'], 'avatar.png', { type: 'image/png' });

      await createApiClient().post('/api/user', { first_name: 'Ada', profile_photo: photo });

      const formData = await seen[0]!.formData();
      expect(seen[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(formData.get('first_name')).toBe('Ada');
      expect((formData.get('profile_photo') as File).name).toBe('avatar.png');
    });

    it('sends uploads of other verbs as POST with _method, as Laravel expects', async () => {
      const seen = recordRequests().requests;
      server.use(http.post('/api/notices/3', () => HttpResponse.json({ data: {} })));

      await createApiClient().put('/api/notices/3', { image: new Blob(['x']) });

      expect(seen[0]!.method).toBe('POST');
      expect((await seen[0]!.formData()).get('_method')).toBe('PUT');
    });

    it('adds the query and honours the base URL', async () => {
      const seen = recordRequests().requests;
      server.use(
        http.get('https://api.example.test/api/notices', () => HttpResponse.json({ data: [] })),
      );

      await createApiClient({ baseUrl: 'https://api.example.test' }).get('/api/notices', {
        query: { page: 2, search: 'drill' },
      });

      expect(seen[0]!.url).toBe('https://api.example.test/api/notices?page=2&search=drill');
    });
  });

  describe('answers', () => {
    it('hands the headers of a successful answer to the call that asks', async () => {
      server.use(
        http.delete(
          '/api/vendors/4',
          () => new HttpResponse(null, { status: 204, headers: { 'Undo-Token': 'u-1' } }),
        ),
      );
      let token: string | null = null;

      await createApiClient().delete('/api/vendors/4', {
        onHeaders: (headers) => {
          token = headers.get('Undo-Token');
        },
      });

      expect(token).toBe('u-1');
    });

    it('resolves 204 to undefined', async () => {
      server.use(http.delete('/api/notifications', () => new HttpResponse(null, { status: 204 })));
      await expect(createApiClient().delete('/api/notifications')).resolves.toBeUndefined();
    });

    it('resolves blobs for files', async () => {
      server.use(
        http.get('/api/jf-pnl-report/print', () => {
          return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
        }),
      );
      const blob = await createApiClient().get<Blob>('/api/jf-pnl-report/print', {
        responseType: 'blob',
      });
      expect(blob).toBeInstanceOf(Blob);
      expect(await blob.text()).toBe('%PDF-1.7');
    });

    it.each([401, 419])('ends the session on %i and never settles', async (status) => {
      server.use(
        http.get('/api/user', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status })),
      );
      const onSessionEnd = vi.fn();
      const onServerError = vi.fn();

      const pending = createApiClient({ onSessionEnd, onServerError }).get('/api/user');

      await vi.waitFor(() => expect(onSessionEnd).toHaveBeenCalledWith(status));
      expect(await settlesWithin(pending, 50)).toBe(false);
      expect(onServerError).not.toHaveBeenCalled();
    });

    it('rejects 401 with an ApiError when the call asks to', async () => {
      server.use(
        http.post('/api/logout', () => {
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }),
      );
      const onSessionEnd = vi.fn();

      const failure = createApiClient({ onSessionEnd }).post('/api/logout', undefined, {
        onSessionEnd: 'reject',
      });

      await expect(failure).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
      expect(onSessionEnd).not.toHaveBeenCalled();
    });

    it('raises the server error on 500 and rejects', async () => {
      server.use(
        http.post('/api/notices', () => {
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }),
      );
      const onServerError = vi.fn();

      const failure = createApiClient({ onServerError }).post('/api/notices', { title: 'x' });

      await expect(failure).rejects.toMatchObject({ status: 500, message: 'Server Error' });
      expect(onServerError).toHaveBeenCalledTimes(1);
      expect(onServerError.mock.calls[0]![0]).toBeInstanceOf(ApiError);
    });

    it('only rejects a 500 when the call asks to', async () => {
      server.use(
        http.post('/api/logout', () => {
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }),
      );
      const onServerError = vi.fn();

      const failure = createApiClient({ onServerError }).post('/api/logout', undefined, {
        onServerError: 'reject',
      });

      await expect(failure).rejects.toMatchObject({ status: 500 });
      expect(onServerError).not.toHaveBeenCalled();
    });

    it('rejects 422 with a ValidationError carrying the field errors', async () => {
      server.use(
        http.post('/api/login', () => {
          return HttpResponse.json(
            {
              message: 'These credentials do not match our records.',
              errors: { email: ['These credentials do not match our records.'] },
            },
            { status: 422 },
          );
        }),
      );

      const error = await createApiClient()
        .post('/api/login', { email: 'a@b.test', password: 'wrong' })
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toEqual({
        email: ['These credentials do not match our records.'],
      });
      expect((error as ValidationError).fieldErrors).toEqual({
        email: 'These credentials do not match our records.',
      });
    });

    it('passes other refusals to the caller without the handlers', async () => {
      server.use(
        http.get('/api/notices/77', () => {
          return HttpResponse.json({ message: 'No query results.' }, { status: 404 });
        }),
      );
      const onSessionEnd = vi.fn();
      const onServerError = vi.fn();

      const failure = createApiClient({ onSessionEnd, onServerError }).get('/api/notices/77');

      await expect(failure).rejects.toMatchObject({
        name: 'ApiError',
        status: 404,
        message: 'No query results.',
        body: { message: 'No query results.' },
      });
      expect(onSessionEnd).not.toHaveBeenCalled();
      expect(onServerError).not.toHaveBeenCalled();
    });
  });

  describe('timeout', () => {
    it('aborts after 60 seconds with a RequestTimeoutError', async () => {
      vi.useFakeTimers();
      let aborted = false;
      server.use(
        http.get('/api/brands/home', async ({ request }) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
          });
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      );

      const failure = createApiClient()
        .get('/api/brands/home')
        .catch((caught: unknown) => caught);

      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect((error as RequestTimeoutError).timeoutMs).toBe(60_000);
      expect(aborted).toBe(true);
    });

    it('lets the caller cancel with its own signal', async () => {
      server.use(
        http.get('/api/brands/home', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      );
      const controller = new AbortController();

      const failure = createApiClient().get('/api/brands/home', { signal: controller.signal });
      controller.abort(new DOMException('Left the page', 'AbortError'));

      await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
