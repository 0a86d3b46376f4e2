/**
 * A new marketplace order, inside its transaction (`POST /api/evd-orders`): each line priced
 * from its variant as it is now (a variant of a product or store not live is refused), the
 * stock checked and taken (variants locked in id order, so parallel orders never sell more than
 * there is), the shipping of each store's part, and last its number. Once written, the order is
 * split by store into its parts (`evd_store_orders`, with their lines), its timeline starts and
 * the statistics' sums take it.
 */
import { resourceAttributes, ruleMessage } from '@backoffice/contract';
import {
  DomainError,
  type Executor,
  type Row,
  rowsOf,
  type SaveContext,
  type SavedContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { ordersResource } from '../../resources/orders/orders';
import { nextNumber } from './numbering';
import { postStats } from './statsLedger';
import { recordEvent } from './timeline';

export const ORDER_REFUSALS = {
  notOnSale: 'This product is not on sale.',
  stock: (left: number) =>
    left === 0
      ? 'This variant is out of stock.'
      : `Only ${left} of this variant are left in stock.`,
} as const;

/** The order form's labels, for its messages: 'Line 1: the selected variant is invalid.' */
const ORDER_LABELS = resourceAttributes(ordersResource);

interface VariantRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
  store_id: number;
  product_id: number;
  product: string;
  product_status: string;
  store_status: string;
}

/** The variants, locked for the stock they give, with their product's and store's state. */
async function lockVariants(
  db: Executor,
  brandId: number,
  ids: number[],
): Promise<Map<number, VariantRow>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<VariantRow>(
    db,
    sql`select v.id, v.sku, v.name, v.price, v.stock, v.store_id, v.product_id,
               p.name as product, p.status as product_status, s.status as store_status
        from evd_product_variants v
        join evd_products p on p.id = v.product_id
        join evd_stores s on s.id = v.store_id
        where v.brand_id = ${brandId} and v.id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}
        order by v.id
        for update of v`,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

interface ShippingMethod {
  fee: number;
  free_over: number | null;
}

async function shippingMethod(
  db: Executor,
  brandId: number,
  id: number,
): Promise<ShippingMethod | null> {
  const [row] = await rowsOf<ShippingMethod>(
    db,
    sql`select fee, free_over from evd_shipping_methods
        where id = ${id} and brand_id = ${brandId} and active`,
  );
  return row
    ? { fee: Number(row.fee), free_over: row.free_over === null ? null : Number(row.free_over) }
    : null;
}

/** A part's shipping: the method's fee, nothing from its `free_over` on. */
export const shippingOf = (method: ShippingMethod, subtotal: number): number =>
  method.free_over !== null && subtotal >= method.free_over ? 0 : method.fee;

export async function placeOrder(ctx: SaveContext): Promise<void> {
  const values = ctx.values;
  const lines = ctx.lines ?? [];
  const errors: Record<string, string[]> = {};
  const ids = [...new Set(lines.map((line) => Number(line.variant_id)))].sort((a, b) => a - b);
  const variants = await lockVariants(ctx.db, ctx.brandId, ids);
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const id = Number(line.variant_id);
    wanted.set(id, (wanted.get(id) ?? 0) + Number(line.quantity));
  }
  lines.forEach((line, i) => {
    const variant = variants.get(Number(line.variant_id));
    if (!variant) {
      errors[`lines.${i}.variant_id`] = [
        ruleMessage('in', `lines.${i}.variant_id`, {}, ORDER_LABELS),
      ];
      return;
    }
    if (variant.product_status !== 'approved' || variant.store_status !== 'approved') {
      errors[`lines.${i}.variant_id`] = [ORDER_REFUSALS.notOnSale];
      return;
    }
    if ((wanted.get(Number(variant.id)) ?? 0) > Number(variant.stock)) {
      errors[`lines.${i}.quantity`] = [ORDER_REFUSALS.stock(Number(variant.stock))];
    }
    line.product_id = Number(variant.product_id);
    line.store_id = Number(variant.store_id);
    line.name = variant.name ? `${variant.product} (${variant.name})` : variant.product;
    line.sku = variant.sku;
    line.unit_price = Number(variant.price);
  });
  const method = await shippingMethod(ctx.db, ctx.brandId, Number(values.shipping_method_id));
  if (!method) {
    errors.shipping_method_id = [ruleMessage('in', 'shipping_method_id', {}, ORDER_LABELS)];
  }
  if (Object.keys(errors).length || !method) throw DomainError.invalid(errors);
  for (const [id, quantity] of wanted) {
    await ctx.db.execute(
      sql`update evd_product_variants set stock = stock - ${quantity} where id = ${id}`,
    );
  }
  const parts = partsOf(lines);
  values.subtotal = parts.reduce((sum, part) => sum + part.subtotal, 0);
  values.shipping = parts.reduce((sum, part) => sum + shippingOf(method, part.subtotal), 0);
  values.total = Number(values.subtotal) + Number(values.shipping);
  values.stores_count = parts.length;
  values.placed_on = ctx.today;
  values.status = 'placed';
  values.open = 1;
  if (values.ship_to === null || values.ship_to === undefined || values.ship_to === '') {
    const [customer] = await rowsOf<{ address: string | null; city: string | null }>(
      ctx.db,
      sql`select address, city from evd_customers where id = ${Number(values.customer_id)}`,
    );
    values.ship_to = [customer?.address, customer?.city].filter(Boolean).join(', ') || null;
  }
  // Last, after every check: a refused order takes no number.
  values.number = await nextNumber(ctx.db, ctx.brandId, 'order');
}

interface Part {
  storeId: number;
  subtotal: number;
  lines: Row[];
}

/** The lines by store, in the order each store first appears. */
export function partsOf(lines: readonly Row[]): Part[] {
  const parts = new Map<number, Part>();
  for (const line of lines) {
    const storeId = Number(line.store_id);
    const part = parts.get(storeId) ?? { storeId, subtotal: 0, lines: [] };
    part.subtotal += Number(line.quantity) * Number(line.unit_price);
    part.lines.push(line);
    parts.set(storeId, part);
  }
  return [...parts.values()];
}

/** `A`, `B`, ... `Z`, `AA`: the part's letter after the order's number. */
export function partLetter(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** The new order split by store: its parts and their lines, its first event, the sums. */
export async function orderPlaced(ctx: SavedContext): Promise<void> {
  if (ctx.mode !== 'create') return;
  const order = ctx.values;
  const lines = await rowsOf<Row>(
    ctx.db,
    sql`select product_id, variant_id, store_id, name, sku, quantity, unit_price
        from evd_order_items where order_id = ${ctx.recordId} order by position`,
  );
  const method = await rowsOf<ShippingMethod>(
    ctx.db,
    sql`select fee, free_over from evd_shipping_methods where id = ${Number(order.shipping_method_id)}`,
  );
  const shipping = method[0]
    ? {
        fee: Number(method[0].fee),
        free_over: method[0].free_over === null ? null : Number(method[0].free_over),
      }
    : { fee: 0, free_over: null };
  const parts = partsOf(lines);
  for (const [i, part] of parts.entries()) {
    const fee = shippingOf(shipping, part.subtotal);
    const [row] = await rowsOf<{ id: number }>(
      ctx.db,
      sql`insert into evd_store_orders (brand_id, number, order_id, store_id, customer_id, placed_on,
                                        status, subtotal, shipping, total)
          values (${ctx.brandId}, ${`${order.number}-${partLetter(i)}`}, ${ctx.recordId},
                  ${part.storeId}, ${Number(order.customer_id)}, ${String(order.placed_on)},
                  'placed', ${part.subtotal}, ${fee}, ${part.subtotal + fee})
          returning id`,
    );
    const partId = Number(row?.id);
    const values = part.lines.map(
      (line, position) =>
        sql`(${partId}, ${position}, ${line.product_id}, ${line.variant_id}, ${line.name},
             ${line.sku}, ${line.quantity}, ${line.unit_price})`,
    );
    await ctx.db.execute(
      sql`insert into evd_store_order_lines (store_order_id, position, product_id, variant_id, name,
                                             sku, quantity, unit_price)
          values ${sql.join(values, sql`, `)}`,
    );
  }
  await recordEvent(ctx.db, {
    orderId: ctx.recordId,
    storeOrderId: null,
    status: 'placed',
    action: 'place',
    userId: ctx.userId,
    note: parts.length === 1 ? 'One store' : `Split between ${parts.length} stores`,
  });
  await postStats(ctx.db, ctx.brandId, {
    day: String(order.placed_on),
    orders: 1,
    stores: parts.map((part) => ({ storeId: part.storeId, orders: 1, sales: part.subtotal })),
    products: lines.map((line) => ({
      productId: Number(line.product_id),
      storeId: Number(line.store_id),
      quantity: Number(line.quantity),
      sales: Number(line.quantity) * Number(line.unit_price),
    })),
  });
}
