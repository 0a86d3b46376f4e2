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

interface DayRow {
  day: string;
  item: string;
  units: number | string;
  gross: number | string;
  refunds: number | string;
}

interface MethodRow {
  method: string;
  sales: number | string;
  gross: number | string;
  refunds: number | string;
}

export const salesReportServer = reportServer<SalesReportData>({
  report: salesReport,
  async query(db, { brandId, period }) {
    const { fromDate, thruDate } = period;
    const days = await rowsOf<DayRow>(
      db,
      sql`with sold as (
            select s.sold_on as day, coalesce(i.name, l.name) as item,
                   sum(l.quantity)::bigint as units,
                   sum(l.quantity::bigint * l.unit_price) as gross
            from jf_sales s
            join jf_sale_lines l on l.sale_id = s.id
            left join jf_sale_items i on i.id = l.sale_item_id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and s.sold_on between ${fromDate} and ${thruDate}
            group by 1, 2
          ),
          given as (
            select r.refunded_on as day, coalesce(i.name, l.name) as item, sum(rl.amount) as refunds
            from jf_sale_refunds r
            join jf_sales s on s.id = r.sale_id
            join jf_sale_refund_lines rl on rl.refund_id = r.id
            join jf_sale_lines l on l.id = rl.sale_line_id
            left join jf_sale_items i on i.id = l.sale_item_id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and r.refunded_on between ${fromDate} and ${thruDate}
            group by 1, 2
            union all
            select r.refunded_on, ${UNITEMISED_REFUND}, sum(r.amount)
            from jf_sale_refunds r
            join jf_sales s on s.id = r.sale_id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and r.refunded_on between ${fromDate} and ${thruDate}
              and not exists (select 1 from jf_sale_refund_lines rl where rl.refund_id = r.id)
            group by 1
          )
          select coalesce(sold.day, given.day)::text as day,
                 coalesce(sold.item, given.item) as item,
                 coalesce(sold.units, 0) as units,
                 coalesce(sold.gross, 0) as gross,
                 coalesce(given.refunds, 0) as refunds
          from sold full outer join given on given.day = sold.day and given.item = sold.item
          order by 1, 2`,
    );
    const methods = await rowsOf<MethodRow>(
      db,
      sql`with sold as (
            select s.payment_method as method, count(distinct s.id) as sales,
                   sum(l.quantity::bigint * l.unit_price) as gross
            from jf_sales s join jf_sale_lines l on l.sale_id = s.id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and s.sold_on between ${fromDate} and ${thruDate}
            group by 1
          ),
          given as (
            select s.payment_method as method, sum(r.amount) as refunds
            from jf_sale_refunds r join jf_sales s on s.id = r.sale_id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and r.refunded_on between ${fromDate} and ${thruDate}
            group by 1
          )
          select coalesce(sold.method, given.method) as method,
                 coalesce(sold.sales, 0) as sales,
                 coalesce(sold.gross, 0) as gross,
                 coalesce(given.refunds, 0) as refunds
          from sold full outer join given on given.method = sold.method
          order by 1`,
    );
    return {
      days: days.map((row) => {
        const gross = Number(row.gross);
        const refunds = Number(row.refunds);
        return {
          day: row.day,
          item: row.item,
          units: Number(row.units),
          gross,
          refunds,
          net: gross - refunds,
        };
      }),
      methods: methods.map((row) => {
        const gross = Number(row.gross);
        const refunds = Number(row.refunds);
        return {
          method: row.method,
          sales: Number(row.sales),
          gross,
          refunds,
          net: gross - refunds,
        };
      }),
    };
  },
});
