/**
 * The farm's demo year: seeded in a fraction of a second after the shared entities' rows, with
 * sales in every state whose totals agree with their lines and refunds.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('the farm’s demo year on %s', (kind) => {
  let t: TestApp;
  let elapsed: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 30 June: 52 Mondays and Thursdays from 1 January 2025.
    elapsed = await seedDomains(t, new Date(Date.UTC(2025, 5, 30)));
  }, 120_000);
  afterAll(async () => t?.close());

  it('fills the year with sales in every state', async () => {
    // How long every domain's seed took is a figure to read, not a check: a busy machine takes longer.
    console.info(`every domain's seed: ${Math.round(elapsed)} ms`);
    const manager = await t.signedIn('manager', 2);
    const all = await manager.get('/api/jf-sales?per_page=100');
    expect(all.json().total).toBe(52);
    const count = async (status: string) =>
      (await manager.get(`/api/jf-sales?filter[status]=${status}`)).json().total;
    expect({
      completed: await count('completed'),
      partially_refunded: await count('partially_refunded'),
      refunded: await count('refunded'),
      voided: await count('voided'),
    }).toEqual({ completed: 48, partially_refunded: 2, refunded: 1, voided: 1 });
    const sales = all.json().data as {
      status: string;
      total: number;
      refunded_total: number;
      change_due: number | null;
      payment_method: string;
      lines: { quantity: number; unit_price: number }[];
    }[];
    for (const sale of sales) {
      const fromLines = sale.lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
      expect(sale.total).toBe(fromLines);
      if (sale.status === 'refunded') expect(sale.refunded_total).toBe(sale.total);
      if (sale.status === 'partially_refunded') expect(sale.refunded_total).toBe(2 * 900);
      if (sale.payment_method === 'cash') expect(sale.change_due).toBeGreaterThanOrEqual(0);
      else expect(sale.change_due).toBeNull();
    }
    const items = await manager.get('/api/jf-sale-items');
    expect(items.json().data.map((item: { name: string }) => item.name)).toEqual([
      'Spent hen',
      'Tray of large eggs (30)',
      'Tray of medium eggs (30)',
    ]);
    const pnl = await manager.get('/api/jf-pnl-report?fromDate=2025-01-01&thruDate=2025-06-30');
    const report = pnl.json();
    expect(report.revenue.at(-1)).toEqual({
      name: 'Refunds',
      value: -(2 * 1800 + sales.find((sale) => sale.status === 'refunded')!.total),
    });
    expect(report.fixed.map((line: { name: string }) => line.name)).toEqual(['Rent', 'Salaries']);
  });

  it('adds invoices in every state with their payments, and estimates converted, declined, open', async () => {
    const manager = await t.signedIn('manager', 2);
    const all = await manager.get('/api/jf-invoices?per_page=100&sort=number&direction=asc');
    expect(all.statusCode).toBe(200);
    const docs = all.json().data as {
      id: number;
      type: string;
      number: string;
      status: string;
      total: number;
      paid: number;
      balance: number;
      converted_from_id: number | null;
      converted_to_id: number | null;
      lines: { quantity: number; unit_price: number }[];
    }[];
    // 1 and 15 January to 15 June: 12 invoices; 3 estimates.
    expect(docs.map((doc) => doc.number)).toEqual([
      'EST-000001',
      'EST-000002',
      'EST-000003',
      ...Array.from({ length: 12 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`),
    ]);
    const states = docs.map((doc) => doc.status);
    for (const state of [
      'paid',
      'partially_paid',
      'unpaid',
      'void',
      'converted',
      'declined',
      'open',
    ]) {
      expect(states).toContain(state);
    }
    for (const doc of docs) {
      const fromLines = doc.lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
      expect(doc.total).toBe(fromLines);
      expect(doc.balance).toBe(doc.total - doc.paid);
      if (doc.status === 'paid') expect(doc.balance).toBe(0);
      if (doc.status === 'partially_paid') expect(doc.paid).toBeGreaterThan(0);
      if (doc.status === 'unpaid' || doc.status === 'void') expect(doc.paid).toBe(0);
    }
    const estimate = docs.find((doc) => doc.status === 'converted');
    const made = docs.find((doc) => doc.id === estimate?.converted_to_id);
    expect(made?.converted_from_id).toBe(estimate?.id);
    expect(made?.total).toBe(estimate?.total);
    // Seeded numbers continue without a gap.
    const next = await manager.post('/api/jf-invoices', {
      form: {
        type: 'estimate',
        customer_id: String((all.json().data[0] as { customer_id: number }).customer_id),
        issued_on: '2025-06-30',
        'lines[0][description]': 'Eggs',
        'lines[0][quantity]': '1',
        'lines[0][unit_price]': '900',
      },
    });
    expect(next.json().data.number).toBe('EST-000004');
  });
});
