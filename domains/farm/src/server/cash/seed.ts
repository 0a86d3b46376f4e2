/**
 * The cash area's demo rows: the farm's expenses (each category's monthly bill from `since` to
 * today, most paid, this month's and one of last month's unpaid and overdue), then a deposit
 * every week of the cash sales and cash invoice payments the sales seed made, each on the Monday
 * after its week, leaving the last week's cash undeposited. One insert per table.
 */
import { seedExpenses } from '@backoffice/common/server';
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { jfExpenses } from '../../resources/cash/expenses';
import { type CashItemRow, undepositedOf } from './cashItems';

const brandId = BRAND.poultry;

/** The farm's monthly bills per expense category (the shared entities' demo categories). */
const BILLS = [
  { category: 'Fuel', vendor: 'Green Valley Farm Supply', monthly: 18_500, step: 350 },
  { category: 'Veterinary', vendor: 'Green Valley Farm Supply', monthly: 12_000, step: 350 },
  { category: 'Salaries', monthly: 240_000 },
  { category: 'Rent', monthly: 60_000 },
] as const;

const ACCOUNT = 'First Community Bank, farm account';

/** The Monday after the week (Monday to Sunday) of a day, `YYYY-MM-DD`. */
function mondayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

async function seedDeposits(db: Executor, today: Date): Promise<void> {
  const items = await rowsOf<CashItemRow>(
    db,
    sql`select * from ${undepositedOf(brandId)} x order by x.taken_on, x.kind desc, x.id`,
  );
  const weeks = new Map<string, CashItemRow[]>();
  for (const item of items) {
    const monday = mondayAfter(String(item.taken_on));
    weeks.set(monday, [...(weeks.get(monday) ?? []), item]);
  }
  // The last week with cash stays undeposited, and no deposit is dated after today.
  const todayDay = today.toISOString().slice(0, 10);
  const deposited = [...weeks.entries()].slice(0, -1).filter(([monday]) => monday <= todayDay);
  if (deposited.length === 0) return;
  const deposits = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_deposits (brand_id, deposited_on, account, reference)
        values ${sql.join(
          deposited.map(
            ([monday]) =>
              sql`(${brandId}, ${monday}, ${ACCOUNT}, ${`DEP-${monday.replaceAll('-', '')}`})`,
          ),
          sql`, `,
        )} returning id`,
  );
  const lines = deposited.flatMap(([, week], w) =>
    week.map((item, position) => ({ deposit: Number(deposits[w]?.id), position, item })),
  );
  await db.execute(
    sql`insert into jf_deposit_items
          (deposit_id, position, sale_id, invoice_payment_id, taken_on, description, amount)
        values ${sql.join(
          lines.map(
            ({ deposit, position, item }) =>
              sql`(${deposit}, ${position}, ${item.kind === 'sale' ? item.id : null},
                   ${item.kind === 'payment' ? item.id : null}, ${item.taken_on},
                   ${item.description}, ${Number(item.amount)})`,
          ),
          sql`, `,
        )}`,
  );
  await db.execute(
    sql`insert into jf_deposit_claims (deposit_id, sale_id, invoice_payment_id)
        select deposit_id, sale_id, invoice_payment_id from jf_deposit_items
        where deposit_id in (select id from jf_deposits where brand_id = ${brandId})`,
  );
}

/** Deposits of the seeded cash, and the farm's expenses. */
export async function seedCash(db: Executor, context: SeedContext): Promise<void> {
  await seedExpenses(db, jfExpenses, context, BILLS);
  await seedDeposits(db, context.today);
}
