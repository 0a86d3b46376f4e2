/**
 * The cash area's demo rows on 30 June 2025 (a Monday): each brand's expenses (most paid, this
 * month's and one of last month's unpaid and overdue), and a deposit every week of the seeded
 * cash, the last week's cash left undeposited.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('the cash demo rows on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDomains(t, new Date(Date.UTC(2025, 5, 30)));
  }, 120_000);
  afterAll(async () => t?.close());

  it.each([
    ['jf', 2],
    ['jfd', 8],
    ['evd', 9],
  ] as const)(
    'gives %s expenses for January to June, 4 a month, 5 unpaid',
    async (prefix, brand) => {
      const admin = await t.signedIn('admin', brand);
      const count = async (query: string) =>
        (await admin.get(`/api/${prefix}-expenses?${query}`)).json().total as number;
      // Six months of four bills; June's four (due the 20th, so overdue) and May's first unpaid.
      expect(await count('')).toBe(24);
      expect(await count('filter[status]=unpaid')).toBe(5);
      expect(await count('filter[overdue]=1')).toBe(5);
      expect(await count('filter[status]=paid')).toBe(19);
    },
  );

  it('deposits the cash weekly, leaving the last week undeposited', async () => {
    const manager = await t.signedIn('manager', 2);
    const deposits = await manager.get('/api/jf-deposits?per_page=100');
    expect(deposits.statusCode).toBe(200);
    // The weeks with cash (a cash sale or a cash invoice payment) but the last: 19 deposits.
    expect(deposits.json().total).toBe(19);
    const cash = (
      await manager.get('/api/jf-undeposited-cash?fromDate=2025-01-01&thruDate=2025-06-30')
    ).json() as { amount: number; count: number; items: { taken_on: string }[] };
    // Only the last week's cash (23 to 29 June, or a later day) is undeposited.
    expect(cash.count).toBeGreaterThan(0);
    for (const item of cash.items) expect(item.taken_on >= '2025-06-23').toBe(true);
    const all = deposits.json() as { totals: { amount: number } };
    const report = (
      await manager.get('/api/jf-deposit-report?fromDate=2025-01-01&thruDate=2025-06-30')
    ).json() as { deposits: { amount: number }[] };
    expect(report.deposits.reduce((sum, row) => sum + row.amount, 0)).toBe(all.totals.amount);
  });
});
