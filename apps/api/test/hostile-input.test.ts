/**
 * No bad input answers 500: NUL bytes and unpaired surrogates, lists where one value is
 * expected, deep JSON, broken multipart, ids and pages past the columns, `1e+308`, explicit
 * nulls. Each gets a 4xx with a clear message, before any SQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, SendOptions } from './helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const notice = { title: 'Fine', details: '<p>Fine</p>', level: 'Normal' };
const NUL_MESSAGE = 'must not contain NUL or unpaired surrogate characters.';

describe.each(databaseKinds())('hostile input on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = t.agent();
    await admin.signInTo(ACCOUNTS.admin, 1);
  }, 60_000);
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, options?: SendOptions) =>
    admin.send(method, url, options);

  function expectClientError(res: LightMyRequestResponse, status: number) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/Failed query|at \w+ \(|select |insert /i);
  }

  it('refuses a NUL or an unpaired surrogate in search, filter and text values with 422', async () => {
    const cases: [string, () => Promise<LightMyRequestResponse>, string][] = [
      ['notice search', () => send('GET', '/api/notices?search=a%00b'), 'search'],
      ['ticket search', () => send('GET', '/api/tickets?search=a%00b'), 'search'],
      ['resource search', () => send('GET', '/api/vendors?search=a%00b'), 'search'],
      ['resource filter', () => send('GET', '/api/vendors?filter[name]=a%00'), 'filter[name]'],
      [
        'notice title',
        () => send('POST', '/api/notices', { json: { ...notice, title: 'a\u0000b' } }),
        'title',
      ],
      [
        'notice details',
        () => send('POST', '/api/notices', { json: { ...notice, details: 'x\u0000' } }),
        'details',
      ],
      [
        'notice surrogate',
        () => send('POST', '/api/notices', { json: { ...notice, title: 'a\ud800b' } }),
        'title',
      ],
      [
        'ticket subject',
        () => send('POST', '/api/tickets', { json: { subject: 'a\u0000', description: 'x' } }),
        'subject',
      ],
      ['resource name', () => send('POST', '/api/vendors', { json: { name: 'a\u0000' } }), 'name'],
      [
        'resource surrogate',
        () => send('POST', '/api/vendors', { json: { name: 'a\udc00' } }),
        'name',
      ],
      ['form value', () => send('POST', '/api/vendors', { form: { name: 'a\u0000' } }), 'name'],
    ];
    for (const [name, request, field] of cases) {
      const res = await request();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().errors[field]?.[0], name).toContain(NUL_MESSAGE);
    }
  });

  it('checks sign-in before input: a NUL from a stranger is 401', async () => {
    const res = await t.agent().get('/api/notices?search=a%00b');
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 to JSON nested tens of thousands of levels deep', async () => {
    for (const payload of [
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      '['.repeat(50_000) + ']'.repeat(50_000),
      `{"title":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notices',
        headers: {
          'content-type': 'application/json',
          cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': admin.xsrf as string,
        },
        payload,
      });
      expectClientError(res, 400);
      expect(res.json().message).toBe('The request body is nested too deeply.');
    }
  });

  it('answers 400 to a broken multipart body on any route, signed in or not', async () => {
    const bodies: [string, string][] = [
      [
        'multipart/form-data',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      ],
      ['multipart/form-data; boundary=x', 'garbage'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nabc',
      ],
    ];
    const routes = [
      '/api/login',
      '/api/forgot-password',
      '/api/notices',
      '/api/tickets',
      '/api/vendors',
      '/api/user/profile-photo',
    ];
    for (const url of routes) {
      for (const [contentType, payload] of bodies) {
        for (const signedIn of [true, false]) {
          const headers: Record<string, string> = { 'content-type': contentType };
          if (signedIn) {
            headers.cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
            headers['x-xsrf-token'] = admin.xsrf as string;
          }
          const res = await t.app.inject({ method: 'POST', url, headers, payload });
          expect(res.statusCode, `${url} ${contentType} ${JSON.stringify(payload)}`).toBe(400);
          expect(res.json()).toEqual({ message: 'The request body is malformed.' });
        }
      }
    }
  });

  it('answers 404 to ids past the column and 422 to pages past the last allowed', async () => {
    for (const url of [
      '/api/notices/99999999999',
      '/api/notices/1e+308',
      '/api/tickets/99999999999',
      '/api/tickets/1e+308',
    ]) {
      expectClientError(await send('GET', url), 404);
    }
    expectClientError(await send('PUT', '/api/user/99999999999'), 404);
    for (const url of ['/api/notices?page=300000000', '/api/tickets?page=300000000']) {
      const res = await send('GET', url);
      expectClientError(res, 422);
      expect(res.json().errors.page).toEqual([
        'The page field must not be greater than 1,000,000.',
      ]);
    }
    // 1e+308 is no page number: Laravel reads it as page 1.
    expect((await send('GET', '/api/notices?page=1e%2B308')).statusCode).toBe(200);
  });

  it('refuses 1e+308 for an integer with the integer message', async () => {
    const res = await send('POST', '/api/employees', {
      form: { first_name: 'Ann', last_name: 'Lee', branch_id: '1e+308' },
    });
    expectClientError(res, 422);
    expect(res.json().errors.branch_id).toEqual(['The branch field must be an integer.']);
  });

  it('refuses lists and objects where one value is expected, and explicit nulls', async () => {
    const cases: [string, SendOptions, string][] = [
      ['title list', { json: { ...notice, title: [] } }, 'title'],
      ['title object', { json: { ...notice, title: { a: 1 } } }, 'title'],
      [
        'title form list',
        { form: { ...notice, 'title[]': ['x', 'y'], title: undefined as never } },
        'title',
      ],
      ['title null', { json: { ...notice, title: null } }, 'title'],
      ['level null', { json: { ...notice, level: null } }, 'level'],
    ];
    for (const [name, options, field] of cases) {
      if (options.form)
        options.form = Object.fromEntries(
          Object.entries(options.form).filter(([, v]) => v !== undefined),
        );
      const res = await send('POST', '/api/notices', options);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().errors[field], name).toBeDefined();
    }
    const login = await t.agent();
    await login.csrf();
    const listEmail = await login.post('/api/login', {
      json: { email: ['a@b.co'], password: 'x' },
    });
    expect(listEmail.statusCode).toBe(422);
  });

  it('answers a resource’s unique field sent as a list, and ids past the column, with 422', async () => {
    const cases: [SendOptions, string][] = [
      // An empty list is no value, as Laravel counts it.
      [{ json: { name: [] } }, 'The name field is required.'],
      [{ json: { name: { a: 1 } } }, 'The name field must be a string.'],
      [{ form: { 'name[]': ['x', 'y'] } }, 'The name field must be a string.'],
    ];
    for (const [options, message] of cases) {
      const res = await send('POST', '/api/vendors', options);
      expectClientError(res, 422);
      expect(res.json().errors.name).toEqual([message]);
    }
    const far = await send('POST', '/api/employees', {
      form: {
        name: 'Ann Lee',
        email: 'ann@far.test',
        hire_date: '2024-01-02',
        branch_id: '99999999999',
      },
    });
    expectClientError(far, 422);
    expect(far.json().errors.branch_id).toEqual(['The selected branch is invalid.']);
    const filtered = await send('GET', '/api/employees?filter[branch_id]=99999999999');
    expectClientError(filtered, 422);
    expect(Object.keys(filtered.json().errors)).toEqual(['filter.branch_id']);
  });
});
