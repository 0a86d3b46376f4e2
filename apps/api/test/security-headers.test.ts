/**
 * Security headers on the app's pages and every API answer: a CSP with only our own scripts and
 * styles and no framing, nosniff, a referrer policy, and HSTS only over TLS.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_START_SCRIPT_HASH,
  contentSecurityPolicy,
  REACT_ARIA_PRESSABLE_STYLE_HASH,
} from '../src/plugins/app/security-headers';
import type { Agent } from './helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectProtected(headers: Record<string, unknown>) {
  const csp = directives(headers['content-security-policy'] as string);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // Our scripts, and the app page's one inline script by its hash.
  expect(csp.get('script-src')).toEqual(["'self'", APP_START_SCRIPT_HASH]);
  // Our stylesheets, and react-aria's one fixed inline style by its hash.
  expect(csp.get('style-src')).toEqual(["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:80', 'wss://localhost:80']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe.each(databaseKinds())('security headers on %s', (kind) => {
  let t: TestApp;
  let agent: Agent;
  const dist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/build/assets/index-abcdef12.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abcdef12.js'), 'console.log(1)');
    t = await createTestApp(kind, { env: { APP_DIST: dist, TRUST_PROXY: 'true' } });
    agent = t.agent();
    await agent.signInTo(ACCOUNTS.admin, 1);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('protects the app page and its client-side routes', async () => {
    for (const path of ['/', '/dashboard', '/notices/3/edit']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectProtected(page.headers);
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    const asset = await t.app.inject({ method: 'GET', url: '/build/assets/index-abcdef12.js' });
    expect(asset.statusCode).toBe(200);
    expectProtected(asset.headers);
  });

  it('protects every API answer: 200, 401, 404, 419 and 422', async () => {
    const answers = [
      await agent.get('/api/notices'),
      await t.agent().get('/api/session'),
      await agent.get('/api/nothing-here'),
      await agent.post('/api/notices', { form: {}, noCsrf: true }),
      await agent.post('/api/notices', { form: { title: '' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 419, 422]);
    for (const answer of answers) expectProtected(answer.headers);
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const viaTls = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(async () => t?.close());

  it('ignores a forwarded protocol it does not trust', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('names the realtime host of an external service in connect-src', () => {
    expect(contentSecurityPolicy(['wss://ws-eu.pusher.com:443'])).toContain(
      "connect-src 'self' wss://ws-eu.pusher.com:443;",
    );
  });
});

describe("the app page's inline script", () => {
  it('is the one the policy allows by its hash', () => {
    const page = readFileSync(new URL('../../backoffice/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(`'sha256-${hash}'`).toBe(APP_START_SCRIPT_HASH);
  });
});
