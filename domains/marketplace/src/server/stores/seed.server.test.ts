/**
 * The stores area's demo rows, on both databases, seeded as a new install seeds them: sellers,
 * stores in every state, catalogues with variants in stock, the approvals queue, the Store
 * Manager's two stores, overrides and months of invoices.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('the stores demo rows on %s', (kind) => {
  let t: TestApp;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rowsOf<{ n: number }>(t.database.handle.db as unknown as Executor, query))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDomains(t, new Date('2026-11-24T06:00:00Z'));
  }, 180_000);
  afterAll(async () => t?.close());

  it('fills every list: 12 sellers, 16 stores in every state, live catalogues, a queue', async () => {
    expect(await count(sql`select count(*)::int as n from evd_sellers`)).toBe(12);
    const states = await rowsOf<{ status: string; n: number }>(
      t.database.handle.db as unknown as Executor,
      sql`select status, count(*)::int as n from evd_stores group by status order by status`,
    );
    expect(states).toEqual([
      { status: 'approved', n: 9 },
      { status: 'pending_review', n: 3 },
      { status: 'rejected', n: 2 },
      { status: 'suspended', n: 2 },
    ]);
    // Every approved store sells approved products with variants in stock.
    expect(
      await count(sql`select count(*)::int as n from evd_stores s where s.status = 'approved'
        and not exists (select 1 from evd_products p join evd_product_variants v on v.product_id = p.id
                        where p.store_id = s.id and p.status = 'approved' and v.stock > 0)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from evd_products where status = 'approved'`),
    ).toBeGreaterThan(35);
    expect(await count(sql`select count(*)::int as n from evd_product_variants`)).toBeGreaterThan(
      100,
    );
    expect(
      await count(sql`select count(*)::int as n from evd_product_variants where stock < 0`),
    ).toBe(0);
    // The queue: 5 new and 3 changed products, each product at most once; 2 rejected with reasons.
    expect(
      await count(
        sql`select count(*)::int as n from evd_product_approvals where status = 'pending' and kind = 'new'`,
      ),
    ).toBe(5);
    expect(
      await count(
        sql`select count(*)::int as n from evd_product_approvals where status = 'pending' and kind = 'change'`,
      ),
    ).toBe(3);
    expect(
      await count(
        sql`select count(*)::int as n from evd_products where status = 'rejected' and status_reason is not null`,
      ),
    ).toBe(2);
    // The Store Manager works for two stores with three permissions each.
    expect(
      await count(sql`select count(*)::int as n from evd_store_members m
        join users u on u.id = m.user_id where u.email = 'store@backoffice.test'`),
    ).toBe(2);
    expect(await count(sql`select count(*)::int as n from evd_store_member_permissions`)).toBe(6);
    // Overrides for two stores, one of them a commission override.
    expect(
      await count(sql`select count(distinct store_id)::int as n from evd_subscription_overrides`),
    ).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from evd_subscription_overrides where commission_rate is not null`,
      ),
    ).toBe(1);
    // Four months of invoices for the 11 stores that sell or sold; the next number follows.
    expect(await count(sql`select count(*)::int as n from evd_store_invoices`)).toBe(44);
    expect(await count(sql`select last_number as n from evd_store_invoice_counters`)).toBe(44);
  });

  it('signs the Store Manager into their two stores only', async () => {
    const store = await t.signedIn('store', 9);
    const session = await store.get('/api/session');
    expect(Object.keys(session.json().data.user.store_permissions).sort()).toEqual([
      'green-grocer',
      'urban-threads',
    ]);
    expect((await store.get('/api/evd-stores/green-grocer/products')).json().total).toBeGreaterThan(
      5,
    );
    expect((await store.get('/api/evd-stores/circuit-corner/products')).statusCode).toBe(403);
  });
});
