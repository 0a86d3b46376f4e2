/**
 * The Sales Report's figures, summed in SQL for one brand and period (both days included).
 * Sales count on the day they were made, at the price copied onto each line; refunds count on
 * the day they were given, per item from their refund lines (a refund recorded before refunds
 * had lines shows as one "Refund without item detail" row of its day). Voided sales count
 * nowhere. Items show under their current name; a line whose item is gone keeps its own.
 */
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type SalesReportData, salesReport } from '../../reports/salesReport';

/** The item of a refund recorded without lines. */
export const UNITEMISED_REFUND = 'Refund without item detail';

/** Sales or refunds of one day, item and payment method (the item as its id and line name). */
interface Slice {
  day: string;
  item_id: number | null;
  line_name: string;
  method: string;
  units: number | string;
  amount: number | string;
}

interface Totals {
  units: number;
  gross: number;
  refunds: number;
}

const blank = (): Totals => ({ units: 0, gross: 0, refunds: 0 });

/**
 * Each figure is read once, grouped by ids (so the planner hashes a few thousand groups rather
 * than sorting every line of the year), and the two tables are summed from those slices here.
 */
export const salesReportServer = reportServer<SalesReportData>({
  report: salesReport,
  async query(db, { brandId, period }) {
    const { fromDate, thruDate } = period;
    const sold = await rowsOf<Slice>(
      db,
      sql`select s.sold_on::text as day, l.sale_item_id as item_id, min(l.name) as line_name,
                 s.payment_method as method, sum(l.quantity)::bigint as units,
                 sum(l.quantity::bigint * l.unit_price) as amount
          from jf_sales s join jf_sale_lines l on l.sale_id = s.id
          where s.brand_id = ${brandId} and s.status <> 'voided'
            and s.sold_on between ${fromDate}::date and ${thruDate}::date
          group by s.sold_on, l.sale_item_id, s.payment_method`,
    );
    const given = await rowsOf<Slice>(
      db,
      sql`select r.refunded_on::text as day, l.sale_item_id as item_id,
                 coalesce(min(l.name), ${UNITEMISED_REFUND}) as line_name,
                 s.payment_method as method, 0 as units,
                 sum(coalesce(rl.amount, r.amount)) as amount
          from jf_sale_refunds r
          join jf_sales s on s.id = r.sale_id
          left join jf_sale_refund_lines rl on rl.refund_id = r.id
          left join jf_sale_lines l on l.id = rl.sale_line_id
          where s.brand_id = ${brandId} and s.status <> 'voided'
            and r.refunded_on between ${fromDate}::date and ${thruDate}::date
          group by r.refunded_on, l.sale_item_id, s.payment_method`,
    );
    const counts = await rowsOf<{ method: string; sales: number | string }>(
      db,
      sql`select payment_method as method, count(*) as sales from jf_sales
          where brand_id = ${brandId} and status <> 'voided'
            and sold_on between ${fromDate}::date and ${thruDate}::date
          group by payment_method`,
    );
    const itemIds = [...new Set([...sold, ...given].map((row) => row.item_id))].filter(
      (id): id is number => id !== null,
    );
    const names = new Map(
      itemIds.length === 0
        ? []
        : (
            await rowsOf<{ id: number; name: string }>(
              db,
              sql`select id, name from jf_sale_items
                  where id in (${sql.join(
                    itemIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            )
          ).map((row) => [Number(row.id), row.name] as const),
    );
    // An item shows under its current name; a line whose item is gone keeps its own.
    const itemOf = (row: Slice) =>
      (row.item_id !== null ? names.get(Number(row.item_id)) : undefined) ?? row.line_name;

    const days = new Map<string, Totals & { day: string; item: string }>();
    const methods = new Map<string, Totals>();
    const add = (row: Slice, kind: 'sold' | 'given') => {
      const item = itemOf(row);
      const key = `${row.day}\u0000${item}`;
      const day = days.get(key) ?? { day: row.day, item, ...blank() };
      const method = methods.get(row.method) ?? blank();
      for (const into of [day, method]) {
        if (kind === 'sold') {
          into.units += Number(row.units);
          into.gross += Number(row.amount);
        } else {
          into.refunds += Number(row.amount);
        }
      }
      days.set(key, day);
      methods.set(row.method, method);
    };
    for (const row of sold) add(row, 'sold');
    for (const row of given) add(row, 'given');
    const salesOf = new Map(counts.map((row) => [row.method, Number(row.sales)] as const));

    const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return {
      days: [...days.values()]
        .sort((a, b) => byText(a.day, b.day) || byText(a.item, b.item))
        .map((row) => ({ ...row, net: row.gross - row.refunds })),
      methods: [...methods.entries()]
        .sort(([a], [b]) => byText(a, b))
        .map(([method, row]) => ({
          method,
          sales: salesOf.get(method) ?? 0,
          gross: row.gross,
          refunds: row.refunds,
          net: row.gross - row.refunds,
        })),
    };
  },
});
