/**
 * The courier requests' report for one brand and period: the requests made in the period (by
 * their day in the brand's time zone), each with its fee, its zone's name and the times of its steps; the minutes
 * from requested to picked up and from picked up to delivered, for those that went through
 * each leg. Delivered requests' fees are the revenue.
 */
import { brandDaySql, brandDayStartSql, reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { courierReport } from '../../reports/courierReport';
import type { OrderFigures } from '../../reports/orderFigures';
import { COURIER_STATUSES } from '../../resources/courier';
import { type OrderSlice, orderFiguresOf } from './orderFigures';

export const courierReportServer = reportServer<OrderFigures>({
  report: courierReport,
  async query(db, { brandId, period }) {
    const slices = await rowsOf<OrderSlice>(
      db,
      sql`with r as (
            select r.status, r.fee, ${brandDaySql(sql`r.created_at`, brandId)} as day,
                   coalesce(z.name, 'No zone') as zone, r.created_at as requested,
                   (select min(e.at) from dlv_courier_request_events e
                     where e.request_id = r.id and e.status = 'picked_up') as picked,
                   (select min(e.at) from dlv_courier_request_events e
                     where e.request_id = r.id and e.status = 'delivered') as delivered
            from dlv_courier_requests r left join jfd_zones z on z.id = r.zone_id
            where r.brand_id = ${brandId}
              and r.created_at >= ${brandDayStartSql(period.fromDate, brandId)}
              and r.created_at < ${brandDayStartSql(period.thruDate, brandId, 1)}
          )
          select day::text as day, zone, status, count(*) as orders, sum(fee) as amount,
                 sum(fee) as fees,
                 sum(extract(epoch from picked - requested) / 60) as ready_sum,
                 count(picked) as ready_n,
                 sum(extract(epoch from delivered - picked) / 60) as done_sum,
                 count(delivered) as done_n
          from r group by day, zone, status`,
    );
    return orderFiguresOf(slices, COURIER_STATUSES, ['delivered']);
  },
});
