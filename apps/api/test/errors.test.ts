import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

describe.each(databaseKinds())('errors and server basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  async function signedIn() {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.admin, 2);
    return agent;
  }

  it('answers health and the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/notices',
        '/api/notices/{id}',
        '/api/user/{brandId}',
        '/api/tickets/{id}/replies',
        '/api/jf-pnl-report',
        '/api/jf-pnl-report/print',
      ]),
    );
    expect(
      doc.paths['/api/jf-pnl-report'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['fromDate', 'thruDate', 'format']);
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(doc.paths['/api/notices'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'search',
      'level',
    ]);
    const photo =
      doc.paths['/api/user/photo'].post.requestBody.content['multipart/form-data'].schema;
    expect(photo.properties.photo).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('answers 4xx, never 500, to malformed bodies', async () => {
    const agent = await signedIn();
    const headers = {
      'x-xsrf-token': agent.xsrf as string,
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    const list = await agent.post('/api/notices', { json: [1, 2] });
    expect(list.statusCode).toBe(422);
    const types = await agent.post('/api/notices', {
      json: { title: 5, details: ['x'], level: 'Normal', published: 'perhaps' },
    });
    expect(types.json().errors).toEqual({
      title: ['The title field must be a string.'],
      details: ['The details field must be a string.'],
      published: ['The published field must be true or false.'],
    });
    const nested = await agent.post('/api/notices', {
      form: { 'title[a][b]': 'x', details: 'd', level: 'Normal' },
    });
    expect(nested.json().errors).toEqual({ title: ['The title field must be a string.'] });
    const proto = await agent.post('/api/notices', {
      form: { '__proto__[x]': '1', title: 't', details: 'd', level: 'Normal' },
    });
    expect(proto.statusCode).toBe(201);
  });

  it('answers JSON 404 for unknown API paths and the app for others', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'The route api/nowhere could not be found.' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nowhere' });
    expect(post.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('not built');
    const logo = await t.app.inject({ method: 'GET', url: '/logo.png' });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('hides the details of unexpected failures behind a generic 500', async () => {
    const agent = await signedIn();
    const handle = t.database.handle;
    const original = handle.prepared;
    handle.prepared = () => Promise.reject(new Error('relation "secret_table" does not exist'));
    try {
      const res = await agent.get('/api/notices');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Server Error' });
      expect(res.body).not.toContain('secret_table');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      handle.prepared = original;
    }
  });
});
