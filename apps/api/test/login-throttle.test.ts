/**
 * Login throttling under a burst: attempts are reserved before the password is checked, so
 * requests sent at once get no more checks than the limit, with the memory store and with
 * Redis; and one address spraying many accounts is stopped.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { RedisThrottleStore } from '../src/lib/throttle/redis-store';
import type { ThrottleStore } from '../src/lib/throttle/store';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

/** Every password check the login route makes, real or against the dummy hash. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/passwords')>();
  return {
    ...original,
    verifyPassword: (stored: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(stored, password);
    },
    verifyAgainstDummy: (password: string) => {
      checks.count += 1;
      return original.verifyAgainstDummy(password);
    },
  };
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const stores: [string, (() => ThrottleStore) | null][] = [['memory', null]];
if (redisUrl) {
  stores.push([
    'redis',
    () => new RedisThrottleStore(redisUrl, `backoffice-test:${randomBytes(4).toString('hex')}:`),
  ]);
}

let address = 0;
/** A client address of its own for each test (the app trusts X-Forwarded-For here). */
const nextAddress = () => `10.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe.each(databaseKinds())('login throttle on %s', (kind) => {
  describe.each(stores)('with the %s store', (_name, makeStore) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { TRUST_PROXY: 'true' },
        ...(makeStore ? { throttleStore: makeStore() } : {}),
      });
    }, 60_000);
    afterAll(async () => t?.close());

    it('checks at most 5 of 20 wrong passwords sent at once for one account', async () => {
      const agent = t.agent();
      await agent.csrf();
      const headers = { 'x-forwarded-for': nextAddress() };
      const form = { email: ACCOUNTS.concierge, password: 'wrong-password' };
      checks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => agent.post('/api/login', { form, headers })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(checks.count).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(refused?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(refused?.json().errors.email[0]).toMatch(/^Too many login attempts\./);
      // The right password waits for the window too, unchecked.
      const right = await agent.post('/api/login', {
        form: { ...form, password: 'password' },
        headers,
      });
      expect(right.statusCode).toBe(429);
      expect(checks.count).toBe(5);
    });

    it('stops one address spraying many accounts after 20 failures', async () => {
      const agent = t.agent();
      await agent.csrf();
      const headers = { 'x-forwarded-for': nextAddress() };
      checks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          agent.post('/api/login', {
            form: { email: `sprayed-${i}@backoffice.test`, password: 'password' },
            headers,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(checks.count).toBeLessThanOrEqual(20);
      expect(statuses.filter((s) => s === 422)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      // A real account from that address is refused too, and another address is not held up.
      const held = await agent.post('/api/login', {
        form: { email: ACCOUNTS.hr, password: 'password' },
        headers,
      });
      expect(held.statusCode).toBe(429);
      const elsewhere = await agent.post('/api/login', {
        form: { email: ACCOUNTS.hr, password: 'password' },
        headers: { 'x-forwarded-for': nextAddress() },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it("counts only failures against the address's budget", async () => {
      const headers = { 'x-forwarded-for': nextAddress() };
      const agent = t.agent();
      await agent.csrf();
      for (let i = 0; i < 19; i++) {
        const failed = await agent.post('/api/login', {
          form: { email: `typo-${i}@backoffice.test`, password: 'password' },
          headers,
        });
        expect(failed.statusCode).toBe(422);
      }
      // Colleagues behind the same address sign in: their successes cost nothing.
      for (let i = 0; i < 5; i++) {
        const colleague = t.agent();
        await colleague.csrf();
        const ok = await colleague.post('/api/login', {
          form: { email: ACCOUNTS.driver, password: 'password' },
          headers,
        });
        expect(ok.statusCode).toBe(200);
      }
      const twentieth = await agent.post('/api/login', {
        form: { email: 'typo-last@backoffice.test', password: 'password' },
        headers,
      });
      expect(twentieth.statusCode).toBe(422);
      const refused = await agent.post('/api/login', {
        form: { email: ACCOUNTS.driver, password: 'password' },
        headers,
      });
      expect(refused.statusCode).toBe(429);
    });

    it('sends one reset link for a burst of requests for one address', async () => {
      const agent = t.agent();
      await agent.csrf();
      const headers = { 'x-forwarded-for': nextAddress() };
      const email = ACCOUNTS.dispatcher;
      const before = await mailsTo(t, email);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          agent.post('/api/forgot-password', { form: { email }, headers }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(4);
      expect((await mailsTo(t, email)) - before).toBe(1);
    });
  });
});

async function mailsTo(t: TestApp, email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from mail_outbox where to_address = ${email}`,
  );
  return Number(row?.n ?? 0);
}
