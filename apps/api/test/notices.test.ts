import { noticePageSchema, noticeResponseSchema } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

describe.each(databaseKinds())('notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // 30 more notices in brand 9 (ids ascend with age), 3 already seeded there (one per level).
    await t.database.handle.db.execute(sql`insert into notices (brand_id, title, details, level)
      select 9, 'Bulk ' || g, '<p>Body ' || g || '</p>', 'Normal' from generate_series(1, 30) g`);
  }, 60_000);
  afterAll(async () => t?.close());

  it('needs manage_notices and an active brand for the managers list', async () => {
    const dispatcher = t.agent();
    await dispatcher.signInTo(ACCOUNTS.dispatcher, 8);
    expect((await dispatcher.get('/api/notices')).statusCode).toBe(403);
    const noBrand = t.agent();
    await noBrand.login(ACCOUNTS.admin);
    expect((await noBrand.get('/api/notices')).statusCode).toBe(403);
    expect((await t.agent().get('/api/notices')).statusCode).toBe(401);
    // The dashboard list needs only a brand.
    const dash = await dispatcher.get('/api/notices/list');
    expect(dash.statusCode).toBe(200);
    expect(dash.json().data.every((n: { brand_id: number }) => n.brand_id === 8)).toBe(true);
  });

  it('refuses every change without manage_notices and changes nothing', async () => {
    const admin = t.agent();
    await admin.signInTo(ACCOUNTS.admin, 8);
    const before = noticePageSchema.parse((await admin.get('/api/notices')).json());
    const target = before.data[0];
    if (!target) throw new Error('brand 8 has seeded notices');

    const dispatcher = t.agent();
    await dispatcher.signInTo(ACCOUNTS.dispatcher, 8);
    const form = { title: 'Not allowed', details: '<p>x</p>', level: 'Urgent' };
    const attempts = [
      await dispatcher.post('/api/notices', { form }),
      await dispatcher.put(`/api/notices/${target.id}`, { form }),
      await dispatcher.delete(`/api/notices/${target.id}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    }

    const after = noticePageSchema.parse((await admin.get('/api/notices')).json());
    expect(after.total).toBe(before.total);
    expect(after.data).toEqual(before.data);
  });

  it('pages 10 at a time, newest first, the same from either end', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 9);
    const first = noticePageSchema.parse((await agent.get('/api/notices?page=1')).json());
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 33,
      last_page: 4,
      from: 1,
      to: 10,
    });
    expect(first.data[0]?.title).toBe('Bulk 30');
    const all = [];
    for (let page = 1; page <= 4; page++) {
      all.push(
        ...noticePageSchema.parse((await agent.get(`/api/notices?page=${page}`)).json()).data,
      );
    }
    const ids = all.map((n) => n.id);
    expect(ids).toHaveLength(33);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const last = noticePageSchema.parse((await agent.get('/api/notices?page=4')).json());
    expect(last).toMatchObject({ from: 31, to: 33, next_page_url: null });
    const beyond = noticePageSchema.parse((await agent.get('/api/notices?page=9')).json());
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 33 });
    expect(
      noticePageSchema.parse((await agent.get('/api/notices?page=abc')).json()).current_page,
    ).toBe(1);
  });

  it('searches title and details and filters by level', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 9);
    const found = noticePageSchema.parse((await agent.get('/api/notices?search=Body%2012')).json());
    expect(found.data.map((n) => n.title)).toEqual(['Bulk 12']);
    expect(found.first_page_url).toContain('search=Body+12');
    const urgent = noticePageSchema.parse((await agent.get('/api/notices?level=Urgent')).json());
    expect(urgent.total).toBe(1);
    const literal = noticePageSchema.parse((await agent.get('/api/notices?search=%25')).json());
    expect(literal.total).toBe(0);
  });

  it('creates with sanitised HTML, validates, updates and deletes', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, 2);
    const created = await agent.post('/api/notices', {
      form: {
        title: 'Fire drill',
        details:
          '<p onclick="x()">At <b>noon</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        level: 'Important',
      },
    });
    expect(created.statusCode).toBe(201);
    const notice = noticeResponseSchema.parse(created.json()).data;
    expect(notice).toMatchObject({ brand_id: 2, level: 'Important', published: true });
    expect(notice.details).toBe('<p>At <b>noon</b><a rel="noopener noreferrer">x</a></p>');

    const invalid = await agent.post('/api/notices', {
      form: { title: '', details: '<script>x</script>', level: 'Low', colour: 'red' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      message: 'The title field is required. (and 2 more errors)',
      errors: {
        title: ['The title field is required.'],
        level: ['The selected level is invalid.'],
        colour: ['The colour field is prohibited.'],
      },
    });
    const blank = await agent.post('/api/notices', {
      form: { title: 'x', details: '<script>x</script>', level: 'Normal' },
    });
    expect(blank.json().errors).toEqual({ details: ['The details field is required.'] });

    const updated = await agent.put(`/api/notices/${notice.id}`, {
      json: {
        title: 'Fire drill moved',
        details: '<p>At 2 pm</p>',
        level: 'Urgent',
        published: false,
      },
    });
    expect(updated.json().data).toMatchObject({
      title: 'Fire drill moved',
      level: 'Urgent',
      published: false,
    });
    const dash = await agent.get('/api/notices/list');
    expect(dash.json().data.some((n: { id: number }) => n.id === notice.id)).toBe(false);
    expect((await agent.get(`/api/notices/${notice.id}`)).json().data.title).toBe(
      'Fire drill moved',
    );
    expect((await agent.delete(`/api/notices/${notice.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/notices/${notice.id}`)).statusCode).toBe(404);
  });

  it('never shows or changes another brand’s notice', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.admin, 1);
    const other = noticePageSchema.parse((await agent.get('/api/notices')).json()).data[0]
      ?.id as number;
    await agent.put('/api/user/2');
    const read = await agent.get(`/api/notices/${other}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Notice not found.' });
    expect(
      (
        await agent.put(`/api/notices/${other}`, {
          form: { title: 't', details: 'd', level: 'Normal' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await agent.delete(`/api/notices/${other}`)).statusCode).toBe(404);
  });

  it('notifies the brand’s other members of a published notice', async () => {
    const author = t.agent();
    await author.signInTo(ACCOUNTS.admin, 8);
    await author.post('/api/notices', {
      form: { title: 'Van 3 in service', details: 'Back on the road', level: 'Normal' },
    });
    const driver = t.agent();
    await driver.login(ACCOUNTS.driver);
    const list = (await driver.get('/api/notifications')).json();
    expect(list.data[0]).toMatchObject({
      title: 'New notice: Van 3 in service',
      link: '/dashboard',
    });
    const own = (await author.get('/api/notifications')).json();
    expect(own.data.some((n: { title: string }) => n.title.includes('Van 3'))).toBe(false);
  });
});
