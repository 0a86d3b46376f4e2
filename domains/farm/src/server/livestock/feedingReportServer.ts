/**
 * The Feeding Report's figures for one brand and period, summed in SQL (read by the brand-and-day
 * indexes): kilograms and cost per day, flock and feed type; then per flock the feed, its cost,
 * the eggs collected (good, cracked and broken) and the feed per dozen eggs.
 */
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import {
  type FeedingReportData,
  feedingReport,
  feedPerDozen,
} from '../../reports/livestock/feedingReport';
import { goodEggsSql } from './eggLogs';

interface DayRow {
  day: string;
  flock: string;
  feed_type: string;
  quantity: number | string;
  cost: number | string;
}

interface FlockRow {
  flock: string;
  quantity: number | string | null;
  cost: number | string | null;
  eggs: number | string | null;
}

export const feedingReportServer = reportServer<FeedingReportData>({
  report: feedingReport,
  async query(db, { brandId, period }) {
    const { fromDate, thruDate } = period;
    const days = await rowsOf<DayRow>(
      db,
      sql`select l.fed_on::text as day, f.name as flock, t.name as feed_type,
                 sum(l.quantity)::bigint as quantity, sum(l.cost)::bigint as cost
          from layer_feeding_logs l
          join livestock f on f.id = l.livestock_id
          join feed_types t on t.id = l.feed_type_id
          where l.brand_id = ${brandId} and l.fed_on between ${fromDate}::date and ${thruDate}::date
          group by l.fed_on, f.name, t.name
          order by l.fed_on, f.name, t.name`,
    );
    const flocks = await rowsOf<FlockRow>(
      db,
      sql`with feed as (
            select livestock_id, sum(quantity)::bigint as quantity, sum(cost)::bigint as cost
            from layer_feeding_logs
            where brand_id = ${brandId} and fed_on between ${fromDate}::date and ${thruDate}::date
            group by livestock_id),
          eggs as (
            select e.livestock_id, sum(${goodEggsSql(sql`e`)} + e.cracked + e.broken)::bigint as eggs
            from egg_collection_logs e
            where e.brand_id = ${brandId}
              and e.collected_on between ${fromDate}::date and ${thruDate}::date
            group by e.livestock_id)
          select f.name as flock, feed.quantity, feed.cost, eggs.eggs
          from feed join livestock f on f.id = feed.livestock_id
          left join eggs on eggs.livestock_id = feed.livestock_id
          order by f.name`,
    );
    return {
      days: days.map((row) => ({
        day: row.day,
        flock: row.flock,
        feed_type: row.feed_type,
        quantity: Number(row.quantity),
        cost: Number(row.cost),
      })),
      flocks: flocks.map((row) => {
        const quantity = Number(row.quantity ?? 0);
        const eggs = Number(row.eggs ?? 0);
        return {
          flock: row.flock,
          quantity,
          cost: Number(row.cost ?? 0),
          eggs,
          feed_per_dozen: feedPerDozen(quantity, eggs),
        };
      }),
    };
  },
});
