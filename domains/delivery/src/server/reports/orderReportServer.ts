/**
 * The Order Report for one brand and period: the orders placed in the period (by the day of
 * `created_at` in the brand's time zone), each with its total and fees (delivery, grocery and pickup), its zone (pickups:
 * "Pickup"), and the times its timeline (`jfd_order_events`) first reached `ready` and its end
 * (`delivered`, or `picked_up` for a pickup). Completed orders' totals are the revenue and
 * their fees the fees; the minutes are placed -> ready and ready -> delivered (or picked up).
 */
import { brandDaySql, brandDayStartSql, reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { OrderFigures } from '../../reports/orderFigures';
import { orderReport } from '../../reports/orderReport';
import { ORDER_STATUSES } from '../../resources/orders';
import { type OrderSlice, orderFiguresOf } from './orderFigures';

export const orderReportServer = reportServer<OrderFigures>({
  report: orderReport,
  async query(db, { brandId, period }) {
    const slices = await rowsOf<OrderSlice>(
      db,
      sql`with o as (
            select o.status, coalesce(o.total, 0) as total,
                   coalesce(o.delivery_fee, 0) + coalesce(o.grocery_fee, 0)
                     + coalesce(o.pickup_fee, 0) as fees,
                   ${brandDaySql(sql`o.created_at`, brandId)} as day,
                   coalesce(z.name, case when o.kind = 'pickup' then 'Pickup' else 'No zone' end)
                     as zone,
                   o.created_at as placed,
                   (select min(e.at) from jfd_order_events e
                     where e.order_id = o.id and e.status = 'ready') as ready,
                   (select min(e.at) from jfd_order_events e
                     where e.order_id = o.id and e.status in ('delivered', 'picked_up')) as done
            from jfd_orders o left join jfd_zones z on z.id = o.zone_id
            where o.brand_id = ${brandId}
              and o.created_at >= ${brandDayStartSql(period.fromDate, brandId)}
              and o.created_at < ${brandDayStartSql(period.thruDate, brandId, 1)}
          )
          select day::text as day, zone, status, count(*) as orders, sum(total) as amount,
                 sum(fees) as fees,
                 sum(extract(epoch from ready - placed) / 60) as ready_sum,
                 count(ready) as ready_n,
                 sum(extract(epoch from done - ready) / 60) as done_sum,
                 count(done - ready) as done_n
          from o group by day, zone, status`,
    );
    return orderFiguresOf(slices, ORDER_STATUSES, ['delivered', 'picked_up']);
  },
});
