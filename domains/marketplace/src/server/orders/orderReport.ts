/**
 * The Order Report for one brand and period: per store, the parts placed in the period and not
 * cancelled (orders), their lines (sales), the commission at the store's rate in force on the
 * period's last day, the refunds approved in the period and the net; the same per month of the
 * period (each store's commission at its rate, summed).
 */
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type OrderReportData, orderReport } from '../../resources/orders/orderReport';
import { appRateSql, overrideRateSql } from './payables';

export const orderReportServer = reportServer<OrderReportData>({
  report: orderReport,
  async query(db, { brandId, period }) {
    const { fromDate: from, thruDate: thru } = period;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`with placed as (
            select so.store_id, to_char(so.placed_on, 'YYYY-MM') as month,
                   count(*) as orders, sum(so.subtotal) as sales
            from evd_store_orders so
            where so.brand_id = ${brandId} and so.status <> 'cancelled'
              and so.placed_on between ${from}::date and ${thru}::date
            group by 1, 2),
          refunded as (
            select r.store_id, to_char(r.decided_on, 'YYYY-MM') as month, sum(r.amount) as refunds
            from evd_refunds r
            where r.brand_id = ${brandId} and r.status = 'approved'
              and r.decided_on between ${from}::date and ${thru}::date
            group by 1, 2),
          keys as (select store_id, month from placed union select store_id, month from refunded)
          select k.store_id, k.month, s.name as store,
                 coalesce(p.orders, 0) as orders, coalesce(p.sales, 0) as sales,
                 coalesce(r.refunds, 0) as refunds,
                 coalesce(${overrideRateSql(thru)}, ${appRateSql(brandId)}) as rate
          from keys k
          join evd_stores s on s.id = k.store_id
          left join placed p on p.store_id = k.store_id and p.month = k.month
          left join refunded r on r.store_id = k.store_id and r.month = k.month
          order by s.name, k.month`,
    );
    type Figures = {
      orders: number;
      sales: number;
      commission: number;
      refunds: number;
      net: number;
    };
    const empty = (): Figures => ({ orders: 0, sales: 0, commission: 0, refunds: 0, net: 0 });
    const stores = new Map<string, Figures & { store: string; rate: string }>();
    const months = new Map<string, Figures & { month: string }>();
    for (const row of rows) {
      const sales = Number(row.sales);
      const rate = Number(row.rate);
      const add: Figures = {
        orders: Number(row.orders),
        sales,
        commission: Math.round((sales * rate) / 10_000),
        refunds: Number(row.refunds),
        net: 0,
      };
      add.net = add.sales - add.commission - add.refunds;
      const storeKey = String(row.store_id);
      const store = stores.get(storeKey) ?? {
        ...empty(),
        store: String(row.store),
        rate: `${(rate / 100).toFixed(2)} %`,
      };
      const month = months.get(String(row.month)) ?? { ...empty(), month: String(row.month) };
      for (const target of [store, month] as Figures[]) {
        target.orders += add.orders;
        target.sales += add.sales;
        target.commission += add.commission;
        target.refunds += add.refunds;
        target.net += add.net;
      }
      stores.set(storeKey, store);
      months.set(month.month, month);
    }
    return {
      stores: [...stores.values()],
      months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    };
  },
});
