/**
 * The human-resources home's figures (from known rows, every figure written out), its brand
 * boundary and permission; an employee's link to a user account and the user's own read-only
 * record; and the company's prepaid top-up accounts, open to any signed-in user.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedDomains,
  type TestApp,
} from '@backoffice/api/testing';
import { rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('human resources on %s', (kind) => {
  let t: TestApp;
  let hr: Agent;
  const userIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.handle.db;
    for (const row of await rowsOf<{ id: number; email: string }>(
      db,
      sql`select id, email from users`,
    )) {
      userIds[row.email.split('@')[0] as string] = Number(row.id);
    }
    const branch = async (brand: number, name: string) =>
      Number(
        (
          await rowsOf<{ id: number }>(
            db,
            sql`insert into branches (brand_id, name) values (${brand}, ${name}) returning id`,
          )
        )[0]?.id,
      );
    const hq = await branch(1, 'Charity HQ');
    const depot = await branch(1, 'Charity depot');
    const staff: [number, string, string | null, number | null, number, string][] = [
      [1, 'A One', 'Programmes', hq, 10, 'active'],
      [1, 'A Two', 'Programmes', depot, 400, 'on_leave'],
      [1, 'A Three', 'Finance', hq, 100, 'active'],
      [1, 'A Four', 'Finance', null, 5, 'terminated'],
      [1, 'A Five', null, hq, 89, 'active'],
      [1, 'A Six', 'Finance', depot, 90, 'active'],
      [2, 'B One', 'Production', null, 2, 'active'],
      [2, 'B Two', 'Sales', null, 800, 'on_leave'],
      // A brand the human-resources account is not a member of.
      [3, 'C One', 'Finance', null, 1, 'on_leave'],
    ];
    for (const [brand, name, department, branchId, days, status] of staff) {
      await db.execute(
        sql`insert into employees (brand_id, name, email, department, branch_id, hire_date, status)
            values (${brand}, ${name}, ${`${name.replace(' ', '.').toLowerCase()}@staff.test`},
                    ${department}, ${branchId}, ${daysAgo(days)}, ${status})`,
      );
    }
    hr = await t.signedIn('hr', 1);
  }, 120_000);
  afterAll(async () => t?.close());

  const names = (people: { name: string }[]) => people.map((person) => person.name);

  describe('the summary', () => {
    it("counts the active brand's staff: headcount, status, department, branch, hires, leave", async () => {
      const res = await hr.get('/api/human-resources/summary');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.scope).toBe('brand');
      expect(data.today).toBe(today);
      expect(data.brands).toEqual([
        expect.objectContaining({
          brand_id: 1,
          headcount: 5,
          active: 4,
          on_leave: 1,
          terminated: 1,
        }),
      ]);
      expect(data.headcount).toBe(5);
      expect(data.by_status).toEqual({ active: 4, on_leave: 1, terminated: 1 });
      expect(data.by_department).toEqual([
        { department: 'Finance', headcount: 2 },
        { department: 'Programmes', headcount: 2 },
        { department: null, headcount: 1 },
      ]);
      expect(
        data.by_branch.map((row: { branch: string; headcount: number }) => [
          row.branch,
          row.headcount,
        ]),
      ).toEqual([
        ['Charity HQ', 3],
        ['Charity depot', 2],
      ]);
      // 89 days ago is recent, 90 is not; a terminated hire counts nowhere.
      expect(names(data.recent_hires)).toEqual(['A One', 'A Five']);
      expect(data.recent_hires[0]).toEqual({
        id: expect.any(Number),
        brand_id: 1,
        brand: expect.any(String),
        name: 'A One',
        position: null,
        department: 'Programmes',
        branch: 'Charity HQ',
        hire_date: daysAgo(10),
        status: 'active',
      });
      expect(names(data.on_leave)).toEqual(['A Two']);
    });

    it('adds up every brand the user belongs to, and no other', async () => {
      const data = (await hr.get('/api/human-resources/summary?scope=all')).json().data;
      // HR belongs to brands 1, 2, 8 and 9; 8 and 9 have no staff; brand 3 is not theirs.
      expect(
        data.brands.map((b: { brand_id: number; headcount: number }) => [b.brand_id, b.headcount]),
      ).toEqual([
        [1, 5],
        [2, 2],
      ]);
      expect(data.headcount).toBe(7);
      expect(data.by_status).toEqual({ active: 5, on_leave: 2, terminated: 1 });
      expect(data.by_department).toEqual([
        { department: 'Finance', headcount: 2 },
        { department: 'Programmes', headcount: 2 },
        { department: 'Production', headcount: 1 },
        { department: 'Sales', headcount: 1 },
        { department: null, headcount: 1 },
      ]);
      expect(names(data.recent_hires)).toEqual(['B One', 'A One', 'A Five']);
      expect(names(data.on_leave)).toEqual(['A Two', 'B Two']);
      expect(JSON.stringify(data)).not.toContain('C One');

      // The administrator belongs to every brand: brand 3's one person is theirs to count.
      const admin = await t.signedIn('admin', 1);
      const all = (await admin.get('/api/human-resources/summary?scope=all')).json().data;
      expect(all.headcount).toBe(8);
      expect(names(all.on_leave)).toEqual(['A Two', 'B Two', 'C One']);
    });

    it('needs access_human_resources, a session and a known scope', async () => {
      const manager = await t.signedIn('manager', 2); // access_human_resources, no employees
      const farm = (await manager.get('/api/human-resources/summary')).json().data;
      expect([farm.headcount, names(farm.recent_hires)]).toEqual([2, ['B One']]);
      const driver = await t.signedIn('driver', 8);
      expect((await driver.get('/api/human-resources/summary')).statusCode).toBe(403);
      expect((await t.agent().get('/api/human-resources/summary')).statusCode).toBe(401);
      const bad = await hr.get('/api/human-resources/summary?scope=everyone');
      expect(bad.statusCode).toBe(422);
    });
  });

  describe("an employee's user account", () => {
    const employee = (name: string, extra: Record<string, string> = {}) => ({
      name,
      email: `${name.replace(/ /g, '.').toLowerCase()}@linked.test`,
      hire_date: '2023-04-01',
      ...extra,
    });

    it('links one employee per user in a brand, to a user of that brand only', async () => {
      const officer = String(userIds.officer);
      const linked = await hr.post('/api/employees', {
        form: employee('Faith Linked', {
          user_id: officer,
          position: 'Field officer',
          bank_name: 'First Community Bank',
          account_number: '000123456789',
        }),
      });
      expect(linked.statusCode).toBe(201);
      expect(linked.json().data.user_id).toBe(userIds.officer);
      expect(linked.json().data.labels.user_id).toBe('Faith Okoro');

      const twice = await hr.post('/api/employees', {
        form: employee('Faith Again', { user_id: officer }),
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors).toEqual({
        user_id: ['The user account has already been taken.'],
      });

      // Unlinked again with an empty value.
      const id = linked.json().data.id;
      const cleared = await hr.put(`/api/employees/${id}`, { form: { user_id: '' } });
      expect(cleared.json().data.user_id).toBeNull();
      const relinked = await hr.put(`/api/employees/${id}`, { form: { user_id: officer } });
      expect(relinked.json().data.user_id).toBe(userIds.officer);
      // Lists and their CSV name the account by its user's name.
      const csv = (await hr.get('/api/employees?format=csv&search=Faith%20Linked')).body;
      expect(csv).toContain(',Routing number,User account,Created at');
      expect(csv).toContain(',Faith Okoro,');
      const own = { user_id: String(userIds.hr) };
      expect(
        (await hr.post('/api/employees', { form: employee('Hana Charity', own) })).statusCode,
      ).toBe(201);

      // The officer is not a member of the farm: not a user the farm's employee may name.
      // (The active brand is the user's: from here on, HR works in the farm.)
      const farmHr = await t.signedIn('hr', 2);
      const stranger = await farmHr.post('/api/employees', {
        form: employee('Faith Farm', { user_id: officer }),
      });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().errors).toEqual({
        user_id: ['The selected user account is invalid.'],
      });
      // Human resources' own account may be linked once in each of its brands.
      expect(
        (await farmHr.post('/api/employees', { form: employee('Hana Farm', own) })).statusCode,
      ).toBe(201);
    });

    it('shows a user their own records only, read-only, the account masked', async () => {
      const officer = await t.signedIn('officer', 1);
      const own = await officer.get('/api/user/employee');
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toEqual([
        {
          id: expect.any(Number),
          brand_id: 1,
          brand: expect.any(String),
          name: 'Faith Linked',
          position: 'Field officer',
          department: null,
          branch: null,
          hire_date: '2023-04-01',
          status: 'active',
          bank_name: 'First Community Bank',
          account_number: '****6789',
        },
      ]);
      const hrOwn = (await hr.get('/api/user/employee')).json().data;
      expect(hrOwn.map((e: { name: string; brand_id: number }) => [e.brand_id, e.name])).toEqual([
        [1, 'Hana Charity'],
        [2, 'Hana Farm'],
      ]);
      const driver = await t.signedIn('driver', 8);
      expect((await driver.get('/api/user/employee')).json().data).toEqual([]);
      expect((await t.agent().get('/api/user/employee')).statusCode).toBe(401);
    });
  });

  describe('the prepaid top-up accounts', () => {
    const account = (extra: Record<string, string> = {}) => ({
      name: 'Field airtime',
      provider: 'Ding',
      reference: 'DG-1',
      balance: '3000',
      balance_on: daysAgo(1),
      low_balance_threshold: '5000',
      ...extra,
    });

    it('are one list any signed-in user reads and keeps up to date, never deletes', async () => {
      const driver = await t.signedIn('driver', 8);
      const created = await driver.post('/api/ding-accounts', { form: account() });
      expect(created.statusCode).toBe(201);
      const { id, low_balance } = created.json().data;
      expect(low_balance).toBe(1);
      // Another user, in another brand, sees the same account.
      const officer = await t.signedIn('officer', 1);
      const low = await officer.get('/api/ding-accounts?filter[low_balance]=1');
      expect(low.json().data.map((row: { name: string }) => row.name)).toEqual(['Field airtime']);
      const topped = await officer.put(`/api/ding-accounts/${id}`, {
        form: { balance: '12000', balance_on: today, version: '1' },
      });
      expect(topped.statusCode).toBe(200);
      expect(topped.json().data).toMatchObject({
        balance: 12000,
        balance_on: today,
        low_balance: 0,
      });
      const history = (await driver.get(`/api/ding-accounts/${id}/audit`)).json().data;
      expect(history[0].changes).toEqual({
        balance: { old: 3000, new: 12000 },
        balance_on: { old: daysAgo(1), new: today },
      });
      expect((await officer.delete(`/api/ding-accounts/${id}`)).statusCode).toBe(405);
      expect((await t.agent().get('/api/ding-accounts')).statusCode).toBe(401);
    });

    it('refuse a reading without its figures, below zero or dated after today', async () => {
      const officer = await t.signedIn('officer', 1);
      const empty = await officer.post('/api/ding-accounts', { form: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        name: ['The name field is required.'],
        provider: ['The provider field is required.'],
        balance: ['The balance field is required.'],
        balance_on: ['The balance date field is required.'],
        low_balance_threshold: ['The low-balance threshold field is required.'],
      });
      const negative = await officer.post('/api/ding-accounts', {
        form: account({ name: 'Negative', balance: '-1' }),
      });
      expect(negative.json().errors).toEqual({
        balance: ['The balance field must be at least $0.00.'],
      });
      const future = await officer.post('/api/ding-accounts', {
        form: account({ name: 'Future', balance_on: daysAgo(-1) }),
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().errors).toEqual({
        balance_on: ['The balance date must be a date before or equal to today.'],
      });
    });
  });
});

describe.each(databaseKinds())('the human-resources demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDomains(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('has staff on leave and hired lately in every brand, linked accounts, and low balances', async () => {
    const hr = await t.signedIn('hr', 1);
    const data = (await hr.get('/api/human-resources/summary?scope=all')).json().data;
    expect(data.brands.map((b: { brand_id: number }) => b.brand_id)).toEqual([1, 2, 8, 9]);
    for (const brand of data.brands) {
      expect(brand.on_leave, `on leave in ${brand.brand_id}`).toBeGreaterThan(0);
      expect(
        data.recent_hires.filter((p: { brand_id: number }) => p.brand_id === brand.brand_id).length,
      ).toBeGreaterThan(0);
    }
    expect(data.by_department.length).toBeGreaterThanOrEqual(6);
    expect(data.by_branch.length).toBeGreaterThanOrEqual(5);
    const own = async (role: 'hr' | 'manager' | 'officer', brand: number) =>
      (await (await t.signedIn(role, brand)).get('/api/user/employee'))
        .json()
        .data.map((e: { brand_id: number; name: string }) => `${e.brand_id} ${e.name}`);
    expect(await own('hr', 1)).toEqual(['1 Hana Resources']);
    expect(await own('manager', 2)).toEqual(['2 Mona Manager', '9 Mona Manager']);
    expect(await own('officer', 1)).toEqual(['1 Faith Okoro']);
    const low = (await hr.get('/api/ding-accounts?filter[low_balance]=1')).json();
    expect(low.total).toBe(2);
    expect((await hr.get('/api/ding-accounts')).json().total).toBe(6);
  });
});
