/**
 * The catalogue settings', leads' and reviews' demo rows as a new install seeds them, after and
 * among every other domain's (catalogue first; reviews after the stores and orders; leads last):
 * every list non-empty, reviews of the seeded approved products by seeded customers, the leads
 * shared by the Manager and the Sales Representative, who reaches only their own.
 */
import { createTestApp, databaseKinds, seedDomains, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())(
  'the marketplace settings, leads and reviews seeded on %s',
  (kind) => {
    let t: TestApp;
    const db = () => t.database.handle.db as unknown as Executor;
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await rowsOf<{ n: number }>(db(), query))[0]?.n);

    beforeAll(async () => {
      t = await createTestApp(kind);
      await seedDomains(t, new Date());
    }, 240_000);
    afterAll(async () => t?.close());

    it('fills every settings list', async () => {
      const counts = await rowsOf<Record<string, number>>(
        db(),
        sql`select
        (select count(*)::int from evd_categories) as categories,
        (select count(*)::int from evd_subcategories) as subcategories,
        (select count(*)::int from evd_attributes) as attributes,
        (select count(*)::int from evd_attribute_values) as attribute_values,
        (select count(*)::int from evd_category_attributes) as category_attributes,
        (select count(*)::int from evd_category_variant_attributes) as variant_attributes,
        (select count(*)::int from evd_taxes where state_id is not null) as state_taxes,
        (select count(*)::int from evd_shipping_methods) as shipping_methods,
        (select count(*)::int from evd_policy_pages) as policy_pages,
        (select count(*)::int from evd_app_settings where brand_id = 9) as app_settings`,
      );
      expect(counts[0]).toEqual({
        categories: 6,
        subcategories: 22,
        attributes: 5,
        attribute_values: 22,
        category_attributes: 8,
        variant_attributes: 6,
        state_taxes: 5, // every state tax found its state
        shipping_methods: 5,
        policy_pages: 4,
        app_settings: 1,
      });
    });

    it('seeds reviews of approved products by the brand’s customers, in every status', async () => {
      expect(await count(sql`select count(*)::int as n from evd_product_reviews`)).toBe(36);
      expect(await count(sql`select count(*)::int as n from evd_service_reviews`)).toBe(18);
      expect(
        await count(sql`select count(*)::int as n from evd_product_reviews r
                      join evd_products p on p.id = r.product_id
                      join evd_customers c on c.id = r.customer_id
                     where p.status = 'approved' and p.store_id = r.store_id and c.brand_id = 9`),
      ).toBe(36);
      const statuses = await rowsOf<{ status: string }>(
        db(),
        sql`select distinct status from evd_product_reviews order by status`,
      );
      expect(statuses.map((row) => row.status)).toEqual(['hidden', 'pending', 'published']);
      const manager = await t.signedIn('manager', 9);
      const page = (await manager.get('/api/evd-product-reviews?filter[status]=pending')).json();
      expect(page.total).toBe(16);
      expect(page.data[0].labels).toMatchObject({
        product_id: expect.any(String),
        store_id: expect.any(String),
        customer_id: expect.any(String),
      });
    });

    it('shares the 40 leads between the Manager and the Sales Representative', async () => {
      const manager = await t.signedIn('manager', 9);
      const sales = await t.signedIn('sales', 9);
      const total = async (agent: typeof manager, query = '') =>
        (await agent.get(`/api/evd-leads?per_page=1${query}`)).json().total as number;
      expect(await total(manager)).toBe(40);
      expect(await total(sales)).toBe(26);
      // Won: leads 27 to 33; the Manager owns every third (27, 30, 33).
      expect(await total(sales, '&filter[stage]=won')).toBe(4);
      const owners = await rowsOf<{ owner_name: string; n: number }>(
        db(),
        sql`select owner_name, count(*)::int as n from evd_leads group by owner_name order by 1`,
      );
      expect(owners.map((row) => row.n)).toEqual(
        owners[0]?.owner_name === 'Mona Manager' ? [14, 26] : [26, 14],
      );
    });
  },
);
