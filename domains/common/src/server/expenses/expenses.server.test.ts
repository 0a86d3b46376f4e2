/**
 * The expenses module on its three brands (farm 2, delivery 8, marketplace 9): the pay flow and
 * its wrong state, the edit permission of each brand, the computed `overdue`, another brand's
 * expense, the audit trail, and the Expense Report's figures, CSV and PDF. Every figure is
 * written out.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BRANDS = [
  { prefix: 'jf', brand: 2, editor: 'manager', other: 'hr' },
  { prefix: 'jfd', brand: 8, editor: 'admin', other: 'dispatcher' },
  { prefix: 'evd', brand: 9, editor: 'manager', other: 'hr' },
] as const;

describe.each(databaseKinds())('expenses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  describe.each(BRANDS)('of $prefix (brand $brand)', ({ prefix, brand, editor, other }) => {
    const api = `/api/${prefix}-expenses`;
    let admin: Agent;
    let fuel: number;
    let rent: number;
    let vendor: number;

    beforeAll(async () => {
      admin = await t.signedIn('admin', brand);
      const category = async (name: string, kind: string) =>
        (await admin.post('/api/expense-categories', { form: { name, kind } })).json().data
          .id as number;
      fuel = await category(`Fuel ${prefix}`, 'variable');
      rent = await category(`Rent ${prefix}`, 'fixed');
      vendor = (await admin.post('/api/vendors', { form: { name: `Garage ${prefix}` } })).json()
        .data.id as number;
    });

    const record = async (agent: Agent, fields: Record<string, string>) => {
      const res = await agent.post(api, { form: fields });
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: number; status: string; overdue: number; version: number };
    };

    // The dispatcher holds access_jfd_expenses and no managing permission.
    it.runIf(prefix === 'jfd')(
      'lets whoever records expenses pick a category and a vendor, never change them',
      async () => {
        const clerk = await t.signedIn('dispatcher', brand);
        for (const list of ['/api/expense-categories', '/api/vendors']) {
          const listed = await clerk.get(`${list}?per_page=100`);
          const names = listed.json().data.map((row: { name: string }) => row.name);
          expect(names).toEqual(
            expect.arrayContaining([`Garage ${prefix}`].filter(() => list === '/api/vendors')),
          );
          expect(
            (await clerk.post(list, { form: { name: 'Not mine', kind: 'fixed' } })).statusCode,
          ).toBe(403);
        }
        expect((await clerk.get(`/api/expense-categories/${fuel}`)).json().data.name).toBe(
          `Fuel ${prefix}`,
        );
        const expense = await record(clerk, {
          spent_on: '2026-03-02',
          expense_category_id: String(fuel),
          vendor_id: String(vendor),
          description: 'Diesel for van 2',
          amount: '4210',
        });
        expect(expense.status).toBe('unpaid');
      },
    );

    it('records unpaid, flags overdue in SQL, pays once, and refuses a second payment', async () => {
      // $125.00 of fuel due 20 March 2024: long past, so overdue. $600.00 of rent due in 2999.
      const late = await record(admin, {
        spent_on: '2024-03-04',
        vendor_id: String(vendor),
        expense_category_id: String(fuel),
        description: 'Diesel',
        amount: '12500',
        due_on: '2024-03-20',
      });
      expect(late).toMatchObject({ status: 'unpaid', overdue: 1, version: 1 });
      const later = await record(admin, {
        spent_on: '2024-03-10',
        expense_category_id: String(rent),
        description: 'March rent',
        amount: '60000',
        due_on: '2999-01-01',
      });
      expect(later).toMatchObject({ status: 'unpaid', overdue: 0 });
      const overdue = await admin.get(`${api}?filter[overdue]=1`);
      expect(overdue.json().data.map((row: { id: number }) => row.id)).toEqual([late.id]);

      const future = await admin.post(`${api}/${late.id}/pay`, {
        form: { paid_on: '2999-01-01', method: 'cash' },
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().errors.paid_on).toEqual([
        'The paid on must be a date before or equal to today.',
      ]);

      const paid = await admin.post(`${api}/${late.id}/pay`, {
        form: { paid_on: '2024-03-18', method: 'bank_transfer', reference: 'TX-1' },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({
        status: 'paid',
        paid_on: '2024-03-18',
        payment_method: 'bank_transfer',
        payment_reference: 'TX-1',
        overdue: 0,
        version: 2,
      });
      const again = await admin.post(`${api}/${late.id}/pay`, {
        form: { paid_on: '2024-03-19', method: 'cash' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This expense is already paid.');

      const audit = await admin.get(`${api}/${late.id}/audit`);
      expect(audit.json().data[0]).toMatchObject({
        action: 'pay',
        changes: { status: { old: 'unpaid', new: 'paid' } },
        input: { paid_on: '2024-03-18', method: 'bank_transfer', reference: 'TX-1' },
      });
    });

    it(`changes a paid expense only with its brand's manage permission`, async () => {
      const paid = await record(admin, {
        spent_on: '2024-04-02',
        expense_category_id: String(fuel),
        description: 'Petrol',
        amount: '4000',
      });
      await admin.post(`${api}/${paid.id}/pay`, {
        form: { paid_on: '2024-04-02', method: 'cash' },
      });
      const outsider = await t.signedIn(other, brand);
      const refused = await outsider.put(`${api}/${paid.id}`, { form: { amount: '4500' } });
      expect(refused.statusCode).toBe(403);
      const allowed = await t.signedIn(editor, brand);
      const changed = await allowed.put(`${api}/${paid.id}`, { form: { amount: '4500' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ amount: 4500, status: 'paid', version: 3 });
      const audit = await admin.get(`${api}/${paid.id}/audit`);
      expect(audit.json().data[0]).toMatchObject({
        action: 'updated',
        changes: { amount: { old: 4000, new: 4500 } },
      });
    });

    it('keeps a receipt (pdf, jpg or png) and serves it like the record', async () => {
      const res = await admin.post(api, {
        multipart: {
          fields: {
            spent_on: '2024-05-02',
            expense_category_id: String(fuel),
            description: 'With a receipt',
            amount: '2500',
          },
          files: [
            {
              field: 'receipt',
              filename: 'receipt.pdf',
              type: 'application/pdf',
              data: Buffer.from('%PDF-1.4 receipt'),
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.receipt).toMatchObject({
        name: 'receipt.pdf',
        type: 'application/pdf',
      });
      const file = await admin.get(`${api}/${res.json().data.id}/files/receipt`);
      expect(file.statusCode).toBe(200);
      const text = await admin.post(api, {
        multipart: {
          fields: {
            spent_on: '2024-05-02',
            expense_category_id: String(fuel),
            description: 'x',
            amount: '1',
          },
          files: [
            { field: 'receipt', filename: 'a.txt', type: 'text/plain', data: Buffer.from('hi') },
          ],
        },
      });
      expect(text.statusCode).toBe(422);
      expect(text.json().errors.receipt).toEqual([
        'The receipt field must be a file of type: pdf, jpg, png.',
      ]);
    });

    it(`answers 404 for another brand's expense`, async () => {
      const stranger = brand === 2 ? 9 : 2;
      const inserted = (await t.database.handle.db.execute(sql`
          insert into ${sql.identifier(`${prefix}_expenses`)}
            (brand_id, spent_on, expense_category_id, description, amount, status)
          select ${stranger}, '2024-03-05', ${fuel}, 'Elsewhere', 100, 'unpaid' returning id`)) as {
        rows: { id: number }[];
      };
      const [row] = inserted.rows;
      const res = await admin.get(`${api}/${row?.id}`);
      expect(res.statusCode).toBe(404);
      await t.database.handle.db.execute(
        sql`delete from ${sql.identifier(`${prefix}_expenses`)} where id = ${row?.id}`,
      );
    });

    it('reports March 2024 by category and vendor, paid and unpaid', async () => {
      const period = 'fromDate=2024-03-01&thruDate=2024-03-31';
      const res = await admin.get(`/api/${prefix}-expense-report?${period}`);
      expect(res.statusCode).toBe(200);
      // Fuel: $125.00 paid. Rent: $600.00 unpaid. April's petrol is outside the period.
      expect(res.json()).toEqual({
        categories: [
          {
            category: `Fuel ${prefix}`,
            kind: 'variable',
            expenses: 1,
            paid: 12500,
            unpaid: 0,
            total: 12500,
          },
          {
            category: `Rent ${prefix}`,
            kind: 'fixed',
            expenses: 1,
            paid: 0,
            unpaid: 60000,
            total: 60000,
          },
        ],
        vendors: [
          { vendor: `Garage ${prefix}`, expenses: 1, paid: 12500, unpaid: 0, total: 12500 },
          { vendor: 'No vendor', expenses: 1, paid: 0, unpaid: 60000, total: 60000 },
        ],
      });
      const csv = await admin.get(`/api/${prefix}-expense-report?${period}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Total,,2,125.00,600.00,725.00');
      const pdf = await admin.get(`/api/${prefix}-expense-report/print?${period}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    });
  });

  it('refuses a brand without the expenses, and a user without the permission', async () => {
    const manager = await t.signedIn('manager', 2);
    expect((await manager.get('/api/evd-expenses')).statusCode).toBe(403);
    const dispatcher = await t.signedIn('dispatcher', 8);
    expect((await dispatcher.get('/api/jfd-expenses')).statusCode).toBe(200);
    const hr = await t.signedIn('hr', 8);
    expect((await hr.get('/api/jfd-expenses')).statusCode).toBe(403);
  });
});
