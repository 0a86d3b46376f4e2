/**
 * The farm's demo rows for the current year, so its screens and its profit and loss statement
 * have figures on a new install: its sale items, a sale every Monday and Thursday (cash with the
 * amount tendered, card, bank transfer or mobile money; some to the brand's customers), a few
 * refunds with their lines, a voided sale, and each expense category's monthly bill. The
 * vendors, expense categories and customers are the shared entities' demo rows, found by name.
 * Every table is filled in one statement, so the seed takes a fraction of a second.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

const brandId = BRAND.poultry;

const ITEMS = [
  { name: 'Tray of large eggs (30)', price: 900, cost: 540 },
  { name: 'Tray of medium eggs (30)', price: 750, cost: 460 },
  { name: 'Spent hen', price: 600, cost: 250 },
] as const;

/** Monthly bills per expense category (the shared entities' demo categories). */
const BILLS = [
  { category: 'Fuel', fixed: false, monthly: 18_500 },
  { category: 'Veterinary', fixed: false, monthly: 12_000 },
  { category: 'Salaries', fixed: true, monthly: 240_000 },
  { category: 'Rent', fixed: true, monthly: 60_000 },
] as const;

const CUSTOMERS = ['Corner Grocery', 'Athens Diner', 'Maple Street Bakery'];
const METHODS = ['cash', 'card', 'cash', 'bank_transfer', 'mobile_money'] as const;
/** Sales (by their index in the year) refunded in part, in whole, and voided. */
const PARTLY_REFUNDED = new Set([5, 40]);
const FULLY_REFUNDED = 22;
const VOIDED = 3;

const day = (date: Date) => date.toISOString().slice(0, 10);
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Every Monday and Thursday from 1 January to `today`. */
function saleDays(today: Date): string[] {
  const days: string[] = [];
  const date = new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
  for (; date <= today; date.setUTCDate(date.getUTCDate() + 1)) {
    const weekday = date.getUTCDay();
    if (weekday === 1 || weekday === 4) days.push(day(date));
  }
  return days;
}

/** The quantity of item `k` on sale `i`. */
const quantityOf = (i: number, k: number) => (k === 2 ? 2 + (i % 4) : 50 + ((i * (k + 3)) % 25));

async function idsByName(db: Executor, table: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} where brand_id = ${brandId}`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)] as const));
}

async function seedSales(db: Executor, today: Date): Promise<void> {
  const items = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into jf_sale_items (brand_id, name, unit_price, unit_cost) values ${list(
      ITEMS.map((item) => sql`(${brandId}, ${item.name}, ${item.price}, ${item.cost})`),
    )} returning id, name`,
  );
  const itemId = new Map(items.map((item) => [item.name, Number(item.id)] as const));
  const customers = await idsByName(db, 'customers');
  const days = saleDays(today);
  if (days.length === 0) return;
  const totals = days.map((_, i) =>
    ITEMS.reduce((sum, item, k) => sum + quantityOf(i, k) * item.price, 0),
  );
  const sales = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_sales
          (brand_id, sold_on, customer_id, payment_method, amount_tendered, status, void_reason)
        values ${list(
          days.map((soldOn, i) => {
            const method = METHODS[i % METHODS.length] as string;
            const customer =
              i % 3 === 0 ? customers.get(CUSTOMERS[i % 9 === 0 ? 0 : 1] ?? '') : null;
            // Cash customers round up to the next ten dollars.
            const tendered = method === 'cash' ? Math.ceil((totals[i] ?? 0) / 1000) * 1000 : null;
            const status =
              i === VOIDED
                ? 'voided'
                : i === FULLY_REFUNDED
                  ? 'refunded'
                  : PARTLY_REFUNDED.has(i)
                    ? 'partially_refunded'
                    : 'completed';
            const reason = i === VOIDED ? 'Entered twice' : null;
            return sql`(${brandId}, ${soldOn}, ${customer ?? null}, ${method}, ${tendered},
                        ${status}, ${reason})`;
          }),
        )} returning id`,
  );
  const lines = await rowsOf<{ id: number; sale_id: number; position: number }>(
    db,
    sql`insert into jf_sale_lines
          (sale_id, position, sale_item_id, name, quantity, unit_price, unit_cost)
        values ${list(
          sales.flatMap((sale, i) =>
            ITEMS.map(
              (item, k) =>
                sql`(${sale.id}, ${k}, ${itemId.get(item.name) ?? null}, ${item.name},
                     ${quantityOf(i, k)}, ${item.price}, ${item.cost})`,
            ),
          ),
        )} returning id, sale_id, position`,
  );
  const lineOf = (saleIndex: number, k: number) =>
    lines.find((line) => line.sale_id === sales[saleIndex]?.id && line.position === k);

  // Refunds: two trays of large eggs arrived cracked on each partly refunded sale; the fully
  // refunded one was returned whole.
  const refunds: { sale: number; lines: { k: number; quantity: number }[]; reason: string }[] = [
    ...[...PARTLY_REFUNDED].map((sale) => ({
      sale,
      lines: [{ k: 0, quantity: 2 }],
      reason: 'Two trays arrived cracked',
    })),
    {
      sale: FULLY_REFUNDED,
      lines: ITEMS.map((_, k) => ({ k, quantity: quantityOf(FULLY_REFUNDED, k) })),
      reason: 'Order cancelled by the customer',
    },
  ].filter((refund) => refund.sale < sales.length);
  if (refunds.length === 0) return;
  const made = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_sale_refunds (sale_id, refunded_on, amount, reason, restock) values ${list(
      refunds.map((refund) => {
        const amount = refund.lines.reduce(
          (sum, line) => sum + line.quantity * (ITEMS[line.k]?.price ?? 0),
          0,
        );
        return sql`(${sales[refund.sale]?.id}, ${days[refund.sale]}, ${amount}, ${refund.reason},
                    ${refund.sale === FULLY_REFUNDED})`;
      }),
    )} returning id`,
  );
  await db.execute(
    sql`insert into jf_sale_refund_lines (refund_id, sale_line_id, quantity, amount) values ${list(
      refunds.flatMap((refund, r) =>
        refund.lines.map(
          (line) =>
            sql`(${made[r]?.id}, ${lineOf(refund.sale, line.k)?.id}, ${line.quantity},
                 ${line.quantity * (ITEMS[line.k]?.price ?? 0)})`,
        ),
      ),
    )}`,
  );
}

/** Each category's bill on the 5th of every month so far; this month's still unpaid. */
async function seedExpenses(db: Executor, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  const [vendor] = await rowsOf<{ id: number }>(
    db,
    sql`select id from vendors where brand_id = ${brandId} and name = 'Green Valley Farm Supply'`,
  );
  const categories = await idsByName(db, 'expense_categories');
  const months: number[] = [];
  for (let month = 0; month <= today.getUTCMonth(); month++) {
    if (day(new Date(Date.UTC(year, month, 5))) <= day(today)) months.push(month);
  }
  const bills = months.flatMap((month) =>
    BILLS.filter((bill) => categories.has(bill.category)).map((bill) => ({ month, bill })),
  );
  if (bills.length === 0) return;
  await db.execute(
    sql`insert into jf_expenses
          (brand_id, spent_on, vendor_id, expense_category_id, description, amount_cents, due_on,
           status)
        values ${list(
          bills.map(({ month, bill }) => {
            const spentOn = day(new Date(Date.UTC(year, month, 5)));
            return sql`(${brandId}, ${spentOn}, ${bill.fixed ? null : (vendor?.id ?? null)},
                        ${categories.get(bill.category)}, ${`${bill.category}, ${spentOn.slice(0, 7)}`},
                        ${bill.monthly + (bill.fixed ? 0 : month * 350)},
                        ${day(new Date(Date.UTC(year, month, 20)))},
                        ${month === today.getUTCMonth() ? 'unpaid' : 'paid'})`;
          }),
        )}`,
  );
}

export async function seedFarm(db: Executor, context: SeedContext): Promise<void> {
  await seedSales(db, context.today);
  await seedExpenses(db, context.today);
}
