/**
 * The stores area's demo rows (figures in seedPlan.ts), one statement per table where it can:
 * sellers, stores in every state, their catalogues with variants and stock, the approvals
 * history and queue, the Store Manager's memberships, two stores' overrides and four months of
 * store invoices. Categories and attribute values are the catalogue area's, looked up by name
 * (left empty when the catalogue has none).
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { STORE_LEVEL_PERMISSIONS } from '../../resources/stores/members';
import { PLAN_MONTHLY_FEES } from '../../resources/stores/stores';
import {
  CATEGORY_NAMES,
  type CatalogueKind,
  SEED_CATALOGUES,
  SEED_CHANGES,
  SEED_QUEUE,
  SEED_SELLERS,
  SEED_STORES,
  type SeedProduct,
  seedStock,
} from './seedPlan';
import { STORE_INVOICE_COUNTERS } from './tables';

const brandId = BRAND.marketplace;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** The day `days` after (or before) `today`, `YYYY-MM-DD`. */
function dayFrom(today: Date, days: number): string {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day of the month `back` months before today's. */
function monthBack(today: Date, back: number): [string, string] {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** The catalogue's category id of each kind of store, by its name; null when none. */
async function categoryIds(db: Executor): Promise<Record<CatalogueKind, number | null>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from evd_categories where brand_id = ${brandId}`,
  );
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), Number(row.id)]));
  const pick = (names: readonly string[]) =>
    names.map((name) => byName.get(name.toLowerCase())).find((id) => id !== undefined) ?? null;
  return {
    groceries: pick(CATEGORY_NAMES.groceries),
    home: pick(CATEGORY_NAMES.home),
    fashion: pick(CATEGORY_NAMES.fashion),
    electronics: pick(CATEGORY_NAMES.electronics),
    beauty: pick(CATEGORY_NAMES.beauty),
  };
}

/** The catalogue's attribute values by their text (`black`, `m`), for the variants' lines. */
async function attributeValues(db: Executor): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; value: string }>(
    db,
    sql`select id, value from evd_attribute_values where brand_id = ${brandId} order by id`,
  );
  const found = new Map<string, number>();
  for (const row of rows) {
    const key = row.value.toLowerCase();
    if (!found.has(key)) found.set(key, Number(row.id));
  }
  return found;
}

interface PlannedProduct {
  store: string;
  product: SeedProduct;
  status: 'draft' | 'pending_approval' | 'approved' | 'rejected';
  reason: string | null;
  /** Queued for approval now: `new` or `change`; null when not waiting. */
  queued: 'new' | 'change' | null;
  /** Approved once (its approval kept in the history). */
  wasApproved: boolean;
}

function plannedProducts(): PlannedProduct[] {
  const changed = new Map(SEED_CHANGES.map(([store, name, price]) => [`${store}/${name}`, price]));
  const live: PlannedProduct[] = Object.entries(SEED_CATALOGUES).flatMap(([store, products]) =>
    products.map((product) => {
      const price = changed.get(`${store}/${product.name}`);
      return price === undefined
        ? {
            store,
            product,
            status: 'approved' as const,
            reason: null,
            queued: null,
            wasApproved: true,
          }
        : {
            store,
            product: { ...product, price },
            status: 'pending_approval' as const,
            reason: null,
            queued: 'change' as const,
            wasApproved: true,
          };
    }),
  );
  const queue: PlannedProduct[] = SEED_QUEUE.map((entry) => ({
    store: entry.store,
    product: entry.product,
    status: entry.status,
    reason: entry.reason ?? null,
    queued: entry.status === 'pending_approval' ? 'new' : null,
    wasApproved: false,
  }));
  return [...live, ...queue];
}

export async function seedStores(db: Executor, context: SeedContext): Promise<void> {
  const { today } = context;
  const sellerIds = (
    await rowsOf<{ id: number }>(
      db,
      sql`insert into evd_sellers (brand_id, name, email, phone, company, joined_on, status)
          values ${list(
            SEED_SELLERS.map(
              (seller) =>
                sql`(${brandId}, ${seller.name}, ${seller.email}, ${seller.phone}, ${seller.company},
                     ${dayFrom(today, -seller.joinedDaysAgo)}, ${seller.status})`,
            ),
          )} returning id`,
    )
  ).map((row) => Number(row.id));

  const storeRows = await rowsOf<{ id: number; slug: string }>(
    db,
    sql`insert into evd_stores
          (brand_id, seller_id, name, slug, description, email, phone, plan, status, status_reason)
        values ${list(
          SEED_STORES.map((store) => {
            const seller = SEED_SELLERS[store.seller]!;
            return sql`(${brandId}, ${sellerIds[store.seller]}, ${store.name}, ${store.slug},
                        ${store.description}, ${`shop@${store.slug}.example`}, ${seller.phone},
                        ${store.plan}, ${store.status}, ${store.reason ?? null})`;
          }),
        )} returning id, slug`,
  );
  const storeId = new Map(storeRows.map((row) => [row.slug, Number(row.id)]));
  const kindOf = new Map(SEED_STORES.map((store) => [store.slug, store.kind]));

  const categories = await categoryIds(db);
  const planned = plannedProducts();
  const productRows = await rowsOf<{ id: number; store_id: number; name: string }>(
    db,
    sql`insert into evd_products
          (brand_id, store_id, category_id, name, description, price, status, status_reason)
        values ${list(
          planned.map(
            (p) =>
              sql`(${brandId}, ${storeId.get(p.store)}, ${categories[kindOf.get(p.store)!]},
                   ${p.product.name}, ${p.product.description}, ${p.product.price}, ${p.status},
                   ${p.reason})`,
          ),
        )} returning id, store_id, name`,
  );
  const productId = new Map(productRows.map((row) => [`${row.store_id}/${row.name}`, row.id]));
  const idOf = (p: PlannedProduct) =>
    Number(productId.get(`${storeId.get(p.store)}/${p.product.name}`));

  // Variants: SKU from the store's initials and a running number, stock that sells.
  const values = await attributeValues(db);
  const variants = planned.flatMap((p, productIndex) =>
    p.product.variants.map(([name, extra], variantIndex) => ({
      storeId: storeId.get(p.store)!,
      productId: idOf(p),
      sku: `${p.store
        .split('-')
        .map((word) => word[0]!.toUpperCase())
        .join('')}-${String(productIndex + 1).padStart(3, '0')}-${variantIndex + 1}`,
      name,
      price: p.product.price + extra,
      stock: seedStock(productIndex, variantIndex),
      valueIds: name.split(' / ').map((part) => values.get(part.toLowerCase())),
    })),
  );
  const variantRows = await rowsOf<{ id: number; sku: string }>(
    db,
    sql`insert into evd_product_variants (brand_id, store_id, product_id, sku, name, price, stock)
        values ${list(
          variants.map(
            (v) =>
              sql`(${brandId}, ${v.storeId}, ${v.productId}, ${v.sku}, ${v.name}, ${v.price}, ${v.stock})`,
          ),
        )} returning id, sku`,
  );
  const variantId = new Map(variantRows.map((row) => [row.sku, Number(row.id)]));
  const valueLines = variants.flatMap((v) =>
    v.valueIds.every((id) => id !== undefined)
      ? v.valueIds.map(
          (id, position) => sql`(${variantId.get(v.sku)}, ${position}, ${id as number})`,
        )
      : [],
  );
  if (valueLines.length > 0) {
    await db.execute(
      sql`insert into evd_variant_values (variant_id, position, attribute_value_id)
          values ${list(valueLines)}`,
    );
  }

  // The approvals: each live product's first approval, then the queue and the rejections.
  const decidedAt = (days: number) => `${dayFrom(today, -days)}T10:30:00.000Z`;
  const approvals = planned.flatMap((p, i) => {
    const rows: SQL[] = [];
    const store = storeId.get(p.store);
    const slug = p.store;
    const id = idOf(p);
    if (p.wasApproved) {
      rows.push(sql`(${brandId}, ${id}, ${p.product.name}, ${store}, ${slug}, 'new', 'approved', null,
                     'Mona Manager', ${decidedAt(200 - (i % 150))})`);
    }
    if (p.queued) {
      rows.push(sql`(${brandId}, ${id}, ${p.product.name}, ${store}, ${slug}, ${p.queued}, 'pending', null,
                     null, null)`);
    }
    if (p.status === 'rejected') {
      rows.push(sql`(${brandId}, ${id}, ${p.product.name}, ${store}, ${slug}, 'new', 'rejected',
                     ${p.reason}, 'Mona Manager', ${decidedAt(3)})`);
    }
    return rows;
  });
  await db.execute(
    sql`insert into evd_product_approvals
          (brand_id, product_id, product_name, store_id, store_slug, kind, status, reason, decided_by, decided_at)
        values ${list(approvals)}`,
  );

  // The Store Manager works for two stores, with every store-level permission there.
  const manager = context.users['Store Manager'];
  if (manager !== undefined) {
    const [name] = await rowsOf<{ name: string }>(
      db,
      sql`select first_name || ' ' || last_name as name from users where id = ${manager}`,
    );
    const members = await rowsOf<{ id: number }>(
      db,
      sql`insert into evd_store_members (brand_id, store_id, user_id, user_name)
          values ${list(
            ['green-grocer', 'urban-threads'].map(
              (slug) =>
                sql`(${brandId}, ${storeId.get(slug)}, ${manager}, ${name?.name ?? 'Store Manager'})`,
            ),
          )} returning id`,
    );
    await db.execute(
      sql`insert into evd_store_member_permissions (member_id, position, permission)
          values ${list(
            members.flatMap((member) =>
              STORE_LEVEL_PERMISSIONS.map(
                (permission, position) => sql`(${member.id}, ${position}, ${permission})`,
              ),
            ),
          )}`,
    );
  }

  // Overrides: a launch partner's commission, an annual prepay's fee, one that has ended.
  await db.execute(
    sql`insert into evd_subscription_overrides
          (brand_id, store_id, monthly_fee, commission_rate, starts_on, ends_on, reason)
        values
          (${brandId}, ${storeId.get('green-grocer')}, null, 800, ${monthBack(today, 6)[0]}, null,
           'Launch partner: 8.00% commission for its first year.'),
          (${brandId}, ${storeId.get('circuit-corner')}, 14900, null, ${monthBack(today, 3)[0]},
           ${dayFrom(today, 270)}, 'Annual plan paid up front: Pro at $149.00 a month.'),
          (${brandId}, ${storeId.get('circuit-corner')}, 9900, null, ${monthBack(today, 9)[0]},
           ${monthBack(today, 7)[1]}, 'Migration discount while moving from another marketplace.')`,
  );

  // Four months of invoices to every store that sells or sold: the last month open, one void.
  const billed = SEED_STORES.filter(
    (store) => store.status === 'approved' || store.status === 'suspended',
  );
  const invoices: SQL[] = [];
  let n = 0;
  for (let back = 4; back >= 1; back--) {
    const [from, thru] = monthBack(today, back);
    for (const store of billed) {
      n++;
      let fee = PLAN_MONTHLY_FEES[store.plan];
      if (store.slug === 'circuit-corner' && back <= 3) fee = 14_900;
      const status =
        store.slug === 'retro-radio' && back === 1 ? 'void' : back === 1 ? 'open' : 'paid';
      const paidOn = status === 'paid' ? dayFrom(new Date(`${thru}T00:00:00Z`), 6) : null;
      invoices.push(sql`(${brandId}, ${storeId.get(store.slug)}, ${`SI-${String(n).padStart(6, '0')}`},
                         ${from}, ${thru}, ${fee}, ${status}, ${paidOn})`);
    }
  }
  await db.execute(
    sql`insert into evd_store_invoices
          (brand_id, store_id, number, period_from, period_thru, amount, status, paid_on)
        values ${list(invoices)}`,
  );
  await db.execute(
    sql`insert into ${sql.identifier(STORE_INVOICE_COUNTERS)} (brand_id, last_number)
        values (${brandId}, ${n})
        on conflict (brand_id) do update set last_number = excluded.last_number`,
  );
}
