/**
 * The rows the orders' server tests build on, written by SQL into the pinned tables of the
 * other areas (stores, products, variants, shipping methods, app settings, overrides): two
 * approved stores and one pending, each with live variants, one shipping method.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const BRAND = 9;

async function one(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, query);
  return Number(row?.id);
}

export interface OrdersFixture {
  stores: { north: number; south: number; pending: number };
  products: { mug: number; lamp: number; rug: number; hidden: number };
  variants: {
    mugBlue: number;
    mugRed: number;
    lamp: number;
    rug: number;
    hidden: number;
    pendingStore: number;
  };
  method: number;
  customer: number;
}

export async function ordersFixture(db: Executor, tag = 'a'): Promise<OrdersFixture> {
  const seller = await one(
    db,
    sql`insert into evd_sellers (brand_id, name, email, status, joined_on)
        values (${BRAND}, ${`Seller ${tag}`}, ${`seller-${tag}@example.test`}, 'active', '2026-01-01') returning id`,
  );
  const store = (name: string, status: string) =>
    one(
      db,
      sql`insert into evd_stores (brand_id, seller_id, name, slug, email, plan, status)
          values (${BRAND}, ${seller}, ${`${name} ${tag}`}, ${`${name.toLowerCase()}-${tag}`},
                  ${`${name.toLowerCase()}-${tag}@example.test`}, 'basic', ${status}) returning id`,
    );
  const north = await store('North', 'approved');
  const south = await store('South', 'approved');
  const pending = await store('Pending', 'pending_review');
  const [category] = await rowsOf<{ id: number }>(
    db,
    sql`insert into evd_categories (brand_id, name, slug, active)
        values (${BRAND}, ${`Home ${tag}`}, ${`home-${tag}`}, true) returning id`,
  );
  const product = (storeId: number, name: string, price: number, status = 'approved') =>
    one(
      db,
      sql`insert into evd_products (brand_id, store_id, category_id, name, price, status)
          values (${BRAND}, ${storeId}, ${category?.id ?? null}, ${`${name} ${tag}`}, ${price}, ${status})
          returning id`,
    );
  const mug = await product(north, 'Mug', 1200);
  const lamp = await product(north, 'Lamp', 4500);
  const rug = await product(south, 'Rug', 8000);
  const hidden = await product(south, 'Vase', 3000, 'draft');
  const pendingProduct = await product(pending, 'Clock', 2500);
  const variant = (
    storeId: number,
    productId: number,
    sku: string,
    name: string,
    price: number,
    stock: number,
  ) =>
    one(
      db,
      sql`insert into evd_product_variants (brand_id, store_id, product_id, sku, name, price, stock)
          values (${BRAND}, ${storeId}, ${productId}, ${`${sku}-${tag}`}, ${name}, ${price}, ${stock})
          returning id`,
    );
  const method = await one(
    db,
    sql`insert into evd_shipping_methods (brand_id, name, carrier, fee, free_over, days_min, days_max, active)
        values (${BRAND}, ${`Standard ${tag}`}, 'UPS', 500, 10000, 2, 5, true) returning id`,
  );
  const customer = await one(
    db,
    sql`insert into evd_customers (brand_id, name, email, city, address)
        values (${BRAND}, ${`Dana ${tag}`}, ${`dana-${tag}@shopper.test`}, 'Riverton', '4 Elm Row')
        returning id`,
  );
  return {
    stores: { north, south, pending },
    products: { mug, lamp, rug, hidden },
    variants: {
      mugBlue: await variant(north, mug, 'MUG-BLUE', 'Blue', 1200, 10),
      mugRed: await variant(north, mug, 'MUG-RED', 'Red', 1250, 2),
      lamp: await variant(north, lamp, 'LAMP', '', 4500, 5),
      rug: await variant(south, rug, 'RUG', 'Large', 8000, 3),
      hidden: await variant(south, hidden, 'VASE', '', 3000, 5),
      pendingStore: await variant(pending, pendingProduct, 'CLOCK', '', 2500, 5),
    },
    method,
    customer,
  };
}

/** A form of an order: `[[variantId, quantity], ...]`. */
export function orderForm(
  f: OrdersFixture,
  lines: [number, number][],
  extra: Record<string, string> = {},
) {
  const form: Record<string, string> = {
    customer_id: String(f.customer),
    shipping_method_id: String(f.method),
    ...extra,
  };
  lines.forEach(([variant, quantity], i) => {
    form[`lines[${i}][variant_id]`] = String(variant);
    form[`lines[${i}][quantity]`] = String(quantity);
  });
  return form;
}
