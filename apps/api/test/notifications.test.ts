import { notificationPageSchema } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

describe.each(databaseKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.handle.db.execute(sql`insert into notifications (user_id, title, link)
      select u.id, 'Alert ' || g, case when g % 2 = 0 then '/tickets' end
      from users u cross join generate_series(1, 12) g where u.email = ${ACCOUNTS.manager}`);
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists only the caller’s own, newest first, paged', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.manager);
    const first = notificationPageSchema.parse((await agent.get('/api/notifications')).json());
    expect(first).toMatchObject({ total: 13, per_page: 10, last_page: 2 });
    expect(first.data[0]).toMatchObject({ title: 'Alert 12', link: '/tickets' });
    expect(first.data[1]?.link).toBeNull();
    const small = notificationPageSchema.parse(
      (await agent.get('/api/notifications?page=2&per_page=5')).json(),
    );
    expect(small.data.map((n) => n.title)).toEqual([
      'Alert 7',
      'Alert 6',
      'Alert 5',
      'Alert 4',
      'Alert 3',
    ]);
    const bad = await agent.get('/api/notifications?per_page=500');
    expect(bad.json().errors).toEqual({
      per_page: ['The per page field must not be greater than 100.'],
    });
  });

  it('removes one, never someone else’s, and clears all', async () => {
    const owner = t.agent();
    await owner.login(ACCOUNTS.manager);
    const intruder = t.agent();
    await intruder.login(ACCOUNTS.driver);
    const id = (await owner.get('/api/notifications')).json().data[0].id as number;
    const stolen = await intruder.delete(`/api/notifications/${id}`);
    expect(stolen.statusCode).toBe(404);
    expect((await owner.delete(`/api/notifications/${id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/notifications/${id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/notifications')).json().total).toBe(12);
    expect((await intruder.delete('/api/notifications')).statusCode).toBe(204);
    expect((await owner.get('/api/notifications')).json().total).toBe(12);
    expect((await owner.delete('/api/notifications')).statusCode).toBe(204);
    expect((await owner.get('/api/notifications')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('pushes new notifications on the owner’s private channel', async () => {
    const published: { userId: number; event: string; data: unknown }[] = [];
    const original = t.app.realtime.publishToUser.bind(t.app.realtime);
    t.app.realtime.publishToUser = async (userId, event, data) => {
      published.push({ userId, event, data });
      return original(userId, event, data);
    };
    try {
      await t.app.notifier.notify([2, 3], { title: 'Order #12 is ready', link: '/jfd-orders/12' });
    } finally {
      t.app.realtime.publishToUser = original;
    }
    expect(published.map((p) => [p.userId, p.event])).toEqual([
      [2, 'notification'],
      [3, 'notification'],
    ]);
    expect(published[0]?.data).toMatchObject({
      title: 'Order #12 is ready',
      link: '/jfd-orders/12',
    });
  });
});
