/**
 * The stock area's demo rows: ten items, the seeded sales' movements (30 eggs a tray, voids
 * back, restocked refunds back), a year of receipts, and nine weekly counts (eight closed with
 * their variances, the current one in progress), every count's figures agreeing with the
 * ledger.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf } from './stockHelpers.testing';

describe.each(databaseKinds())('the farm’s demo stock on %s', (kind) => {
  let t: TestApp;
  let elapsed: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Monday 30 June 2025: the counts are the weeks of 5 May to 22 June, and 30 June's.
    elapsed = await seedDomains(t, new Date(Date.UTC(2025, 5, 30)));
  }, 120_000);
  afterAll(async () => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('seeds items, the sales’ movements and receipts, and nine weekly counts', async () => {
    // How long every domain's seed took is a figure to read, not a check: a busy machine takes longer.
    console.info(`every domain's seed: ${Math.round(elapsed)} ms`);
    const manager = await t.signedIn('manager', 2);
    const items = await manager.get('/api/jf-inventories?per_page=100');
    expect(items.json().total).toBe(10);

    // Each tray sold took 30 eggs of its grade; a void gave them back, a restocked refund too.
    const [sold] = await rows<{ lines: number; moved: number }>(
      sql`select (select coalesce(sum(l.quantity * 30), 0)::int from jf_sale_lines l
                  join jf_sale_items s on s.id = l.sale_item_id
                  where s.name like 'Tray of % eggs (30)') as lines,
                 (select coalesce(-sum(quantity), 0)::int from jf_stock_movements
                  where source = 'sale') as moved`,
    );
    expect(sold?.moved).toBe(sold?.lines);
    const [linked] = await rows<{ unlinked: number }>(
      sql`select count(*)::int as unlinked from jf_sale_lines l join jf_sale_items s
          on s.id = l.sale_item_id where s.name like 'Tray of %' and l.stock_units is distinct from 30`,
    );
    expect(linked?.unlinked).toBe(0);
    const voids = await rows<{ n: number }>(
      sql`select count(*)::int as n from jf_stock_movements where source = 'sale_void'`,
    );
    expect(voids[0]?.n).toBe(2);

    const logs = await manager.get('/api/jf-inventory-logs?per_page=20');
    const list = logs.json().data as {
      id: number;
      starts_on: string;
      status: string;
      items_count: number;
      reconciled_count: number;
    }[];
    expect(list.map((log) => [log.starts_on, log.status, log.reconciled_count])).toEqual([
      ['2025-06-30', 'open', 3],
      ['2025-06-23', 'closed', 10],
      ['2025-06-16', 'closed', 10],
      ['2025-06-09', 'closed', 10],
      ['2025-06-02', 'closed', 10],
      ['2025-05-26', 'closed', 10],
      ['2025-05-19', 'closed', 10],
      ['2025-05-12', 'closed', 10],
      ['2025-05-05', 'closed', 10],
    ]);
    // Every closed count agrees with the ledger: expected = opening + received - used, and the
    // next week opens with what was counted.
    let previous: Record<string, { counted: number | null }> | null = null;
    for (const log of [...list].reverse()) {
      const details = await detailsOf(manager, log.id);
      for (const [name, d] of Object.entries(details)) {
        expect(d.expected).toBe(d.opening + d.received - d.used);
        if (previous) expect(d.opening).toBe(previous[name]?.counted);
        if (d.counted !== null) expect(d.variance).toBe(d.counted - d.expected);
      }
      previous = details;
    }
    const [variances] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jf_inventory_log_details
          where counted is not null and counted <> expected`,
    );
    expect(variances?.n).toBeGreaterThanOrEqual(3);
  });
});
