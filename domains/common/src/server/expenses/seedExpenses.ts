/**
 * Demo expenses of one brand: each bill on the 5th of every month from `since` (the demo's
 * history start, the seed context's `since`) to today, due on the 20th.
 * Bills are paid ten days after they were spent by bank transfer, except this month's (unpaid,
 * overdue once the 20th has passed) and last month's first bill (unpaid and overdue), even when
 * last month is December of the year before. The vendors and categories are the shared
 * entities' demo rows, found by name; a bill whose category the brand lacks is left out. One
 * insert.
 */
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import type { Expenses } from '../../expenses/defineExpenses';

export interface DemoBill {
  category: string;
  /** The vendor's name; none for bills such as salaries. */
  vendor?: string;
  /** Cents a month; variable bills grow by `step` cents each month since `since`'s month. */
  monthly: number;
  step?: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

async function idsByName(db: Executor, table: string, brandId: number) {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} where brand_id = ${brandId}`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)] as const));
}

export async function seedExpenses(
  db: Executor,
  expenses: Expenses,
  { today, since }: Pick<SeedContext, 'today' | 'since'>,
  bills: readonly DemoBill[],
): Promise<void> {
  const brandId = expenses.brand;
  const todayDay = day(today);
  const sinceDay = day(since);
  // Months are counted from `since`'s month: 0 is its month, `current` today's.
  const first = { year: since.getUTCFullYear(), month: since.getUTCMonth() };
  const current = (today.getUTCFullYear() - first.year) * 12 + today.getUTCMonth() - first.month;
  const dayOf = (month: number, date: number) =>
    day(new Date(Date.UTC(first.year, first.month + month, date)));
  const categories = await idsByName(db, 'expense_categories', brandId);
  const vendors = await idsByName(db, 'vendors', brandId);
  const rows: SQL[] = [];
  for (let month = 0; month <= current; month++) {
    const spentOn = dayOf(month, 5);
    if (spentOn > todayDay || spentOn < sinceDay) continue;
    const dueOn = dayOf(month, 20);
    const paidOn = dayOf(month, 15);
    for (const [k, bill] of bills.entries()) {
      const category = categories.get(bill.category);
      if (category === undefined) continue;
      const unpaid = month === current || (k === 0 && month === current - 1) || paidOn > todayDay;
      const vendor = bill.vendor ? (vendors.get(bill.vendor) ?? null) : null;
      rows.push(
        sql`(${brandId}, ${spentOn}, ${vendor}, ${category},
             ${`${bill.category}, ${spentOn.slice(0, 7)}`}, ${bill.monthly + month * (bill.step ?? 0)},
             ${dueOn}, ${unpaid ? 'unpaid' : 'paid'}, ${unpaid ? null : paidOn},
             ${unpaid ? null : 'bank_transfer'},
             ${unpaid ? null : `${expenses.prefix.toUpperCase()}-${spentOn.slice(0, 7)}-${k + 1}`})`,
      );
    }
  }
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into ${sql.identifier(expenses.resource.name)}
          (brand_id, spent_on, vendor_id, expense_category_id, description, amount, due_on, status,
           paid_on, payment_method, payment_reference)
        values ${sql.join(rows, sql`, `)}`,
  );
}
