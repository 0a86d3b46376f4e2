/** The cash reports' queries, summed in SQL from the deposits and the cash items. */
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { CashItem } from '../../reports/cash/depositReport';
import { depositReport } from '../../reports/cash/depositReport';
import { undepositedCashReport } from '../../reports/cash/undepositedCash';
import { type CashItemRow, undepositedOf } from './cashItems';
import { DEPOSIT_COMPUTED } from './deposits';

async function undeposited(
  db: Parameters<typeof rowsOf>[0],
  brandId: number,
  fromDate: string,
  thruDate: string,
): Promise<CashItem[]> {
  const rows = await rowsOf<CashItemRow>(
    db,
    sql`select * from ${undepositedOf(brandId)} x
        where x.taken_on::date between ${fromDate}::date and ${thruDate}::date
        order by x.taken_on, x.kind desc, x.id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    taken_on: String(row.taken_on),
    description: row.description,
    amount: Number(row.amount),
  }));
}

export const depositReportServer = reportServer({
  report: depositReport,
  async query(db, { brandId, period }) {
    const deposits = await rowsOf<{
      id: number;
      deposited_on: string;
      reference: string;
      account: string;
      items: string;
      amount: string;
    }>(
      db,
      sql`select t.id, t.deposited_on::text as deposited_on, t.reference, t.account,
                 ${DEPOSIT_COMPUTED.items?.(sql`t`)} as items,
                 ${DEPOSIT_COMPUTED.amount?.(sql`t`)} as amount
          from jf_deposits t
          where t.brand_id = ${brandId}
            and t.deposited_on between ${period.fromDate}::date and ${period.thruDate}::date
          order by t.deposited_on, t.id`,
    );
    return {
      deposits: deposits.map((row) => ({
        id: Number(row.id),
        deposited_on: String(row.deposited_on),
        reference: row.reference,
        account: row.account,
        items: Number(row.items),
        amount: Number(row.amount),
      })),
      undeposited: await undeposited(db, brandId, period.fromDate, period.thruDate),
    };
  },
});

export const undepositedCashServer = reportServer({
  report: undepositedCashReport,
  async query(db, { brandId, period }) {
    const items = await undeposited(db, brandId, period.fromDate, period.thruDate);
    return {
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      count: items.length,
      items,
    };
  },
});
