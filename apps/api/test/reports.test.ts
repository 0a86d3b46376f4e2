import { pnlReportSchema } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const PERIOD = 'fromDate=2019-03-01&thruDate=2019-03-31';

/** The text a PDF shows: every `(…) Tj` string of its content streams (written uncompressed). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

describe.each(databaseKinds())('profit and loss report on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.handle.db;
    // March 2019 in the poultry brand, beside rows that must not count: another month, a voided
    // sale, another brand's sale and expense.
    await db.execute(sql`
      with cat as (
        insert into expense_categories (brand_id, name, kind) values
          (2, 'Report fuel', 'variable'), (2, 'Report rent', 'fixed'), (9, 'Other brand', 'fixed')
        returning id, brand_id, name
      )
      insert into jf_expenses (brand_id, spent_on, expense_category_id, description, amount)
      select c.brand_id, d.spent_on::date, c.id, 'test', d.amount
      from cat c join (values
        ('Report fuel', '2019-03-04', 1250), ('Report fuel', '2019-03-31', 750),
        ('Report fuel', '2019-04-01', 99999), ('Report rent', '2019-03-01', 50000),
        ('Other brand', '2019-03-10', 77777)
      ) as d(name, spent_on, amount) on d.name = c.name`);
    // Lines keep the name and the price they were sold at; the statement names an item by its
    // current name, and keeps a line's own name when it has no item (deleted since).
    await db.execute(sql`
      insert into jf_sale_items (brand_id, name, unit_price, unit_cost) values
        (2, 'Tray of large eggs', 950, 520), (9, 'Tray of large eggs', 1, 1)`);
    await db.execute(sql`
      with sale as (
        insert into jf_sales (brand_id, sold_on, payment_method, status) values
          (2, '2019-03-02', 'cash', 'completed'), (2, '2019-03-20', 'card', 'completed'),
          (2, '2019-03-21', 'cash', 'voided'), (2, '2019-02-28', 'cash', 'completed'),
          (9, '2019-03-05', 'cash', 'completed')
        returning id, brand_id, sold_on, status
      )
      insert into jf_sale_lines
        (sale_id, sale_item_id, name, quantity, unit_price, unit_cost)
      select s.id, i.id, l.name, l.quantity, l.price, l.cost
      from sale s join (values
        ('2019-03-02', 2, 'completed', 'Large eggs', true, 10, 900, 500),
        ('2019-03-02', 2, 'completed', 'Spent hen', false, 2, 600, 250),
        ('2019-03-20', 2, 'completed', 'Tray of large eggs', true, 5, 900, 500),
        ('2019-03-21', 2, 'voided', 'Large eggs', true, 100, 900, 500),
        ('2019-02-28', 2, 'completed', 'Large eggs', true, 100, 900, 500),
        ('2019-03-05', 9, 'completed', 'Large eggs', true, 100, 900, 500)
      ) as l(sold_on, brand_id, status, name, linked, quantity, price, cost)
        on l.sold_on::date = s.sold_on and l.brand_id = s.brand_id and l.status = s.status
      left join jf_sale_items i
        on l.linked and i.brand_id = s.brand_id and i.name = 'Tray of large eggs'`);
    // A refund in the period on a February sale counts in March; one in April does not.
    await db.execute(sql`
      insert into jf_sale_refunds (sale_id, refunded_on, amount, reason)
      select id, r.day::date, r.amount, 'cracked' from jf_sales
      cross join (values ('2019-03-15', 1800), ('2019-04-02', 5000)) as r(day, amount)
      where brand_id = 2 and sold_on = '2019-02-28'`);
  }, 60_000);
  afterAll(async () => t?.close());

  it('sums the period in the poultry brand, by item and by category', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 2);
    const res = await agent.get(`/api/jf-pnl-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const report = pnlReportSchema.parse(res.json());
    expect(report).toEqual({
      revenue: [
        { name: 'Spent hen', value: 2 * 600 },
        { name: 'Tray of large eggs', value: 15 * 900 },
        { name: 'Refunds', value: -1800 },
      ],
      cogs: [
        { name: 'Spent hen', value: 2 * 250 },
        { name: 'Tray of large eggs', value: 15 * 500 },
      ],
      variable: [{ name: 'Report fuel', value: 2000 }],
      fixed: [{ name: 'Report rent', value: 50000 }],
      totals: {
        revenue: 13500 + 1200 - 1800,
        cogs: 7500 + 500,
        gross: 12900 - 8000,
        expense: 52000,
        net: 4900 - 52000,
      },
    });
  });

  it('answers empty sections for a period without rows', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 2);
    const res = await agent.get('/api/jf-pnl-report?fromDate=2001-01-01&thruDate=2001-01-31');
    expect(res.json()).toEqual({
      revenue: [],
      cogs: [],
      variable: [],
      fixed: [],
      totals: { revenue: 0, cogs: 0, gross: 0, expense: 0, net: 0 },
    });
  });

  it('needs a session, generate_reports and the poultry brand', async () => {
    expect((await t.agent().get(`/api/jf-pnl-report?${PERIOD}`)).statusCode).toBe(401);
    expect((await t.agent().get(`/api/jf-pnl-report/print?${PERIOD}`)).statusCode).toBe(401);
    const hr = t.agent();
    await hr.signInTo(ACCOUNTS.hr, 2);
    const refused = await hr.get(`/api/jf-pnl-report?${PERIOD}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await hr.get(`/api/jf-pnl-report/print?${PERIOD}`)).statusCode).toBe(403);
    const elsewhere = t.agent();
    await elsewhere.signInTo(ACCOUNTS.manager, 9);
    const other = await elsewhere.get(`/api/jf-pnl-report?${PERIOD}`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('large eggs');
    const dispatcher = t.agent();
    await dispatcher.signInTo(ACCOUNTS.dispatcher, 8);
    expect((await dispatcher.get(`/api/jf-pnl-report?${PERIOD}`)).statusCode).toBe(403);
    // The permission is checked before the period, as Laravel's middleware runs first.
    expect((await hr.get('/api/jf-pnl-report')).statusCode).toBe(403);
    expect((await t.agent().get('/api/jf-pnl-report/print')).statusCode).toBe(401);
  });

  it('answers 422 with the period messages', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 2);
    const missing = await agent.get('/api/jf-pnl-report');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The from date field is required. (and 1 more error)',
      errors: {
        fromDate: ['The from date field is required.'],
        thruDate: ['The thru date field is required.'],
      },
    });
    const reversed = await agent.get('/api/jf-pnl-report?fromDate=2019-03-31&thruDate=2019-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({
      thruDate: ['The thru date field must be a date after or equal to from date.'],
    });
    const invalid = await agent.get(
      '/api/jf-pnl-report/print?fromDate=2019-02-30&thruDate=yesterday',
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.fromDate).toEqual([
      'The from date field must match the format Y-m-d.',
    ]);
    expect(invalid.json().errors.thruDate).toContain('The thru date field must be a valid date.');
    const notADate = await agent.get('/api/jf-pnl-report?fromDate=soon&thruDate=2019-03-01');
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().errors.fromDate).toEqual([
      'The from date field must be a valid date.',
      'The from date field must match the format Y-m-d.',
    ]);
  });

  it('prints the same figures as a PDF named with the two dates', async () => {
    const agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 2);
    const res = await agent.get(`/api/jf-pnl-report/print?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pnl-report_2019-03-01_2019-03-31.pdf"',
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    // The cross-reference table points at each object.
    const raw = bytes.toString('latin1');
    const xrefAt = Number(raw.match(/startxref\n(\d+)\n%%EOF/)?.[1]);
    expect(raw.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...raw.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets.length).toBeGreaterThan(6);
    offsets.forEach((offset, i) => {
      expect(raw.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const text = pdfText(bytes);
    for (const expected of [
      'Profit & Loss Statement',
      '2019-03-01 to 2019-03-31',
      'Tray of large eggs',
      '$135.00',
      'Spent hen',
      '$12.00',
      'Refunds',
      '-$18.00',
      'Total Revenue',
      '$129.00',
      'Gross Profit',
      '$49.00',
      'Report fuel',
      '$20.00',
      'Report rent',
      '$500.00',
      'Net Profit (Loss)',
      '-$471.00',
    ]) {
      expect(text).toContain(expected);
    }
    // A loss shows in red: the colour is set just before the net amount.
    expect(raw).toMatch(/0\.73 0\.11 0\.11 rg \/F3 12 Tf [\d.]+ [\d.]+ Td \(-\$471\.00\) Tj/);
  });
});
