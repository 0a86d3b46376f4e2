/**
 * Every create is idempotent: notices and tickets honour `Idempotency-Key` as the resources do,
 * and a key is scoped to the user and the active brand (a key reused in another brand makes a
 * record there, never a replay or a 404 of the first brand's).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { Agent } from './helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const notice = (title: string) => ({
  title,
  details: '<p>Once only.</p>',
  level: 'Normal',
  published: '0',
});

describe.each(databaseKinds())('idempotent creates on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = t.agent();
    await admin.signInTo(ACCOUNTS.admin, 1);
  }, 60_000);
  afterAll(async () => t?.close());

  const count = async (table: 'notices' | 'tickets' | 'files', where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.handle.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number(row?.n);
  };

  it('makes one notice of two posts with one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'notice-form-1' };
    const first = await admin.post('/api/notices', { form: notice('Twice sent'), headers });
    const again = await admin.post('/api/notices', { form: notice('Twice sent'), headers });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await count('notices', sql`title = 'Twice sent'`)).toBe(1);
    // Without a key, two posts are two notices, as before.
    await admin.post('/api/notices', { form: notice('No key') });
    await admin.post('/api/notices', { form: notice('No key') });
    expect(await count('notices', sql`title = 'No key'`)).toBe(2);
  });

  it('makes one notice of posts sent at once with one key', async () => {
    const headers = { 'idempotency-key': 'notice-burst' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post('/api/notices', { form: notice('Burst'), headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count('notices', sql`title = 'Burst'`)).toBe(1);
  });

  it('makes one ticket, with one set of attachments, of two posts with one key', async () => {
    const manager = t.agent();
    await manager.signInTo(ACCOUNTS.manager, 1);
    const headers = { 'idempotency-key': 'ticket-form-1' };
    const send = () =>
      manager.post('/api/tickets', {
        headers,
        multipart: {
          fields: { subject: 'Printer on fire', description: 'Smoke.', priority: 'high' },
          files: [
            {
              field: 'attachments[]',
              filename: 'a.txt',
              type: 'text/plain',
              data: Buffer.from('x'),
            },
          ],
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await count('tickets', sql`subject = 'Printer on fire'`)).toBe(1);
    expect(await count('files', sql`ticket_id = ${first.json().data.id}`)).toBe(1);
  });

  it('scopes a key to the brand: reused in another brand it makes a notice there', async () => {
    const headers = { 'idempotency-key': 'same-key-two-brands' };
    const inOne = await admin.post('/api/notices', { form: notice('Brand one'), headers });
    expect(inOne.statusCode).toBe(201);
    expect((await admin.put('/api/user/2')).statusCode).toBe(200);
    const inTwo = await admin.post('/api/notices', { form: notice('Brand two'), headers });
    expect(inTwo.statusCode).toBe(201);
    expect(inTwo.headers['idempotent-replayed']).toBeUndefined();
    expect(inTwo.json().data).toMatchObject({ brand_id: 2, title: 'Brand two' });
    // Back in the first brand the key still answers the first brand's notice.
    expect((await admin.put('/api/user/1')).statusCode).toBe(200);
    const replay = await admin.post('/api/notices', { form: notice('Brand one'), headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(inOne.json().data.id);
  });

  it("scopes a resource create key to the brand: no 404 for the other brand's record", async () => {
    const headers = { 'idempotency-key': 'vendor-key-two-brands' };
    const inOne = await admin.post('/api/vendors', { form: { name: 'Keyed Vendor' }, headers });
    expect(inOne.statusCode).toBe(201);
    expect((await admin.put('/api/user/2')).statusCode).toBe(200);
    const inTwo = await admin.post('/api/vendors', { form: { name: 'Keyed Vendor' }, headers });
    expect(inTwo.statusCode).toBe(201);
    expect(inTwo.headers['idempotent-replayed']).toBeUndefined();
    expect(inTwo.json().data.id).not.toBe(inOne.json().data.id);
    expect((await admin.put('/api/user/1')).statusCode).toBe(200);
  });

  it('keeps keys apart per user', async () => {
    const other = t.agent();
    await other.signInTo(ACCOUNTS.manager, 1);
    const headers = { 'idempotency-key': 'shared-by-chance' };
    const mine = await admin.post('/api/notices', { form: notice('Mine'), headers });
    const theirs = await other.post('/api/notices', { form: notice('Theirs'), headers });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });
});
