/**
 * The report machinery, proved on a report of this test's own: staff per branch of the active
 * brand with a money column, served as JSON, CSV and PDF with the same figures, behind the
 * report's permission and brands, for a valid period only.
 */
import { BRAND, columnTotal, defineReport, type ReportTable } from '@backoffice/contract';
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNTS, createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { pdfText } from '../../test/helpers/pdf';

const staffSchema = z.object({
  rows: z.array(z.object({ branch: z.string(), staff: z.number(), payroll: z.number() })),
});
type Staff = z.infer<typeof staffSchema>;

const staffReport = defineReport<Staff>({
  name: 'staff-report',
  title: 'Staff Report',
  description: 'staff hired in the period per branch, with a monthly payroll of $1,250.50 each',
  brands: [BRAND.poultry, BRAND.delivery],
  permission: 'manage_employees',
  schema: () => staffSchema,
  tables: (data): ReportTable[] => [
    {
      id: 'branches',
      title: 'By branch',
      columns: [
        { key: 'branch', label: 'Branch', kind: 'text' },
        { key: 'staff', label: 'Staff', kind: 'number' },
        { key: 'payroll', label: 'Payroll', kind: 'money' },
      ],
      rows: data.rows,
      totals: {
        branch: 'Total',
        staff: columnTotal(data.rows, 'staff'),
        payroll: columnTotal(data.rows, 'payroll'),
      },
      emptyText: 'No staff hired in this period',
    },
  ],
});

const staffServer = reportServer({
  report: staffReport,
  async query(db, { brandId, period }) {
    const rows = await rowsOf<{ branch: string; staff: number }>(
      db,
      sql`select b.name as branch, count(e.id)::int as staff
          from branches b join employees e on e.branch_id = b.id
          where b.brand_id = ${brandId} and e.hire_date between ${period.fromDate} and ${period.thruDate}
          group by b.name order by b.name`,
    );
    return { rows: rows.map((row) => ({ ...row, payroll: row.staff * 125_050 })) };
  },
});

const PERIOD = 'fromDate=2020-01-01&thruDate=2020-12-31';

describe.each(databaseKinds())('date-range reports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { reports: [staffServer] });
    const branch = (brand: number, name: string) =>
      sql`insert into branches (brand_id, name) values (${brand}, ${name}) returning id`;
    const hire = (brand: number, branchId: number, name: string, day: string) =>
      t.database.handle.db.execute(
        sql`insert into employees (brand_id, name, email, hire_date, status, branch_id)
            values (${brand}, ${name}, ${`${name}@example.test`}, ${day}, 'active', ${branchId})`,
      );
    const id = async (query: ReturnType<typeof sql>) =>
      Number(
        ((await t.database.handle.db.execute(query)) as { rows: { id: number }[] }).rows[0]?.id,
      );
    const barn = await id(branch(BRAND.poultry, 'Barn'));
    const shop = await id(branch(BRAND.poultry, 'Shop'));
    const depot = await id(branch(BRAND.delivery, 'Depot'));
    await hire(BRAND.poultry, barn, 'ann', '2020-02-01');
    await hire(BRAND.poultry, barn, 'bob', '2020-06-30');
    await hire(BRAND.poultry, shop, 'cy', '2020-12-31');
    await hire(BRAND.poultry, shop, 'dee', '2021-01-01');
    await hire(BRAND.delivery, depot, 'eve', '2020-03-03');
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers the period’s figures for the active brand only, both days included', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, BRAND.poultry);
    const res = await agent.get(`/api/staff-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    // Barn: ann and bob = 2 x $1,250.50 = $2,501.00; Shop: cy (dee is hired after the period).
    expect(res.json()).toEqual({
      rows: [
        { branch: 'Barn', staff: 2, payroll: 250_100 },
        { branch: 'Shop', staff: 1, payroll: 125_050 },
      ],
    });
  });

  it('serves the same tables as CSV, money as plain dollars with a totals row', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, BRAND.poultry);
    const res = await agent.get(`/api/staff-report?${PERIOD}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="staff-report_2020-01-01_2020-12-31.csv"',
    );
    expect(res.body).toBe(
      '\uFEFFBy branch\r\nBranch,Staff,Payroll\r\nBarn,2,2501.00\r\nShop,1,1250.50\r\nTotal,3,3751.50\r\n',
    );
  });

  it('prints the same figures as a PDF named with the two dates', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, BRAND.poultry);
    const res = await agent.get(`/api/staff-report/print?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="staff-report_2020-01-01_2020-12-31.pdf"',
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Staff Report',
      '2020-01-01 to 2020-12-31',
      'By branch',
      'Barn',
      '$2,501.00',
      'Shop',
      '$1,250.50',
      'Total',
      '$3,751.50',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so in every output when the period has nothing', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, BRAND.poultry);
    const empty = 'fromDate=2001-01-01&thruDate=2001-01-31';
    expect((await agent.get(`/api/staff-report?${empty}`)).json()).toEqual({ rows: [] });
    expect((await agent.get(`/api/staff-report?${empty}&format=csv`)).body).toBe(
      '\uFEFFBy branch\r\nBranch,Staff,Payroll\r\nTotal,0,0.00\r\n',
    );
    const text = pdfText((await agent.get(`/api/staff-report/print?${empty}`)).rawPayload);
    expect(text).toContain('No staff hired in this period');
  });

  it('needs a session, the permission and one of its brands, before the period', async () => {
    expect((await t.agent().get(`/api/staff-report?${PERIOD}`)).statusCode).toBe(401);
    const dispatcher = t.agent();
    await dispatcher.signInTo(ACCOUNTS.dispatcher, BRAND.delivery);
    expect((await dispatcher.get('/api/staff-report')).statusCode).toBe(403);
    const hr = t.agent();
    await hr.signInTo(ACCOUNTS.hr, BRAND.marketplace);
    expect((await hr.get(`/api/staff-report/print?${PERIOD}`)).statusCode).toBe(403);
    await hr.signInTo(ACCOUNTS.hr, BRAND.delivery);
    expect((await hr.get(`/api/staff-report?${PERIOD}`)).json()).toEqual({
      rows: [{ branch: 'Depot', staff: 1, payroll: 125_050 }],
    });
  });

  it('answers 422 with Laravel’s messages for a missing or reversed period', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.hr, BRAND.poultry);
    const missing = await agent.get('/api/staff-report');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      fromDate: ['The from date field is required.'],
      thruDate: ['The thru date field is required.'],
    });
    const reversed = await agent.get(
      '/api/staff-report/print?fromDate=2020-03-31&thruDate=2020-03-01',
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.thruDate).toEqual([
      'The thru date field must be a date after or equal to from date.',
    ]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.agent().get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/staff-report', '/api/staff-report/print']),
    );
  });
});
