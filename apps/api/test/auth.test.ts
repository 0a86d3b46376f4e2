import { userResponseSchema } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

describe.each(databaseKinds())('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('primes the session with a 204 and two cookies', async () => {
    const agent = t.agent();
    const res = await agent.get('/api/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cookies = res.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
    }[];
    const session = cookies.find((c) => c.name === 'backoffice_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(agent.xsrf).toMatch(/^[A-Za-z0-9_-]{40}$/);
  });

  it('answers 419 without a session, with no token and with a wrong token', async () => {
    const bare = t.agent();
    const noSession = await bare.post('/api/login', {
      form: { email: ACCOUNTS.admin, password: 'password' },
    });
    expect(noSession.statusCode).toBe(419);
    expect(noSession.json()).toEqual({ message: 'CSRF token mismatch.' });

    const agent = t.agent();
    await agent.csrf();
    const missing = await agent.post('/api/login', {
      form: { email: ACCOUNTS.admin, password: 'password' },
      noCsrf: true,
    });
    expect(missing.statusCode).toBe(419);
    const wrong = await agent.post('/api/login', {
      form: { email: ACCOUNTS.admin, password: 'password' },
      noCsrf: true,
      headers: { 'x-xsrf-token': 'x'.repeat(40) },
    });
    expect(wrong.statusCode).toBe(419);
    const viaBody = await agent.post('/api/login', {
      form: { email: ACCOUNTS.admin, password: 'password', _token: agent.xsrf as string },
      noCsrf: true,
    });
    expect(viaBody.statusCode).toBe(200);
  });

  it('answers 401 on session routes without a signed-in user', async () => {
    const agent = t.agent();
    const res = await agent.get('/api/session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('validates login fields with Laravel messages', async () => {
    const agent = t.agent();
    await agent.csrf();
    const res = await agent.post('/api/login', { form: { email: 'not-an-email', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('refuses bad credentials, then signs in with a rotated session and token', async () => {
    const agent = t.agent();
    await agent.csrf();
    const bad = await agent.post('/api/login', {
      form: { email: ACCOUNTS.manager, password: 'wrong-pass' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['These credentials do not match our records.'] });

    const before = { session: agent.cookies.get('backoffice_session'), xsrf: agent.xsrf };
    const ok = await agent.post('/api/login', {
      json: { email: 'MANAGER@backoffice.test', password: 'password' },
    });
    expect(ok.statusCode).toBe(200);
    const body = userResponseSchema.parse(ok.json());
    expect(body.data.user).toMatchObject({
      first_name: 'Mona',
      initials: 'MM',
      role: 'Manager',
      brands: [1, 2, 9],
      app_version: '1.2.0',
    });
    expect(agent.cookies.get('backoffice_session')).not.toBe(before.session);
    expect(agent.xsrf).not.toBe(before.xsrf);

    const session = await agent.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(userResponseSchema.parse(session.json()).data.user.id).toBe(body.data.user.id);
  });

  it('keeps "remember me" sessions for 30 days', async () => {
    const agent = t.agent();
    await agent.csrf();
    const res = await agent.post('/api/login', {
      form: { email: ACCOUNTS.hr, password: 'password', remember: 'on' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = (res.cookies as { name: string; maxAge?: number }[]).find(
      (c) => c.name === 'backoffice_session',
    );
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('logs out: the old cookie stops working and a new token is issued', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.driver);
    const oldCookie = agent.cookies.get('backoffice_session') as string;
    const oldToken = agent.xsrf;
    const out = await agent.post('/api/logout');
    expect(out.statusCode).toBe(204);
    expect(agent.xsrf).not.toBe(oldToken);
    expect((await agent.get('/api/session')).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `backoffice_session=${oldCookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('throttles login after five failures per email and address', async () => {
    const agent = t.agent();
    await agent.csrf();
    const form = { email: ACCOUNTS.concierge, password: 'nope-nope' };
    for (let i = 0; i < 5; i++)
      expect((await agent.post('/api/login', { form })).statusCode).toBe(422);
    const res = await agent.post('/api/login', { form: { ...form, password: 'password' } });
    expect(res.statusCode).toBe(429);
    // Whole seconds, as Laravel sends them.
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(res.json().message).toBe(
      `Too many login attempts. Please try again in ${retry} seconds.`,
    );
    expect(res.json().errors.email).toEqual([res.json().message]);
  });

  it('resets a password with an emailed token, once', async () => {
    const agent = t.agent();
    await agent.csrf();
    const other = t.agent();
    await other.login(ACCOUNTS.dispatcher);

    const sent = await agent.post('/api/forgot-password', { form: { email: ACCOUNTS.dispatcher } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'We have emailed your password reset link.' });
    const again = await agent.post('/api/forgot-password', {
      form: { email: ACCOUNTS.dispatcher },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['Please wait before retrying.'] });
    const unknown = await agent.post('/api/forgot-password', {
      form: { email: 'nobody@backoffice.test' },
    });
    expect(unknown.json()).toEqual(sent.json());

    const [mail] = await queryRows<{ body_text: string }>(
      t.database.handle.db,
      sql`select body_text from mail_outbox where to_address = ${ACCOUNTS.dispatcher} order by id desc limit 1`,
    );
    const token = mail?.body_text.match(/reset-password\/([A-Za-z0-9_-]+)\//)?.[1] as string;
    expect(token).toBeTruthy();

    const mismatch = await agent.post('/api/reset-password', {
      form: {
        token,
        email: ACCOUNTS.dispatcher,
        password: 'new-password-1',
        password_confirmation: 'other',
      },
    });
    expect(mismatch.json().errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    const reset = await agent.post('/api/reset-password', {
      form: {
        token,
        email: ACCOUNTS.dispatcher,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'Your password has been reset.' });
    const reused = await agent.post('/api/reset-password', {
      form: {
        token,
        email: ACCOUNTS.dispatcher,
        password: 'new-password-2',
        password_confirmation: 'new-password-2',
      },
    });
    expect(reused.json().errors).toEqual({ email: ['This password reset token is invalid.'] });
    expect((await other.get('/api/session')).statusCode).toBe(401);
    expect((await t.agent().login(ACCOUNTS.dispatcher, 'new-password-1')).statusCode).toBe(200);
  });

  it('throttles reset-link requests per email and address with 429', async () => {
    const agent = t.agent();
    await agent.csrf();
    const send = () =>
      agent.post('/api/forgot-password', { form: { email: 'flood@backoffice.test' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    const retry = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: 'Too Many Attempts.' });
    // Another address is not held up by this one.
    const other = await agent.post('/api/forgot-password', {
      form: { email: 'someone-else@backoffice.test' },
    });
    expect(other.statusCode).not.toBe(429);
  });
});
