/**
 * A brand's calendar in SQL: its "today", the day of an instant and the first instant of a day,
 * each in the brand's own time zone (`brands.time_zone`), never the database server's. A query
 * that dates, groups or bounds by day uses these, so that an order placed at 20:00 in New York is
 * that day's order there.
 *
 * @example
 *   sql`select ${brandDaySql(sql`o.created_at`, brandId)} as day from jfd_orders o
 *       where o.created_at >= ${brandDayStartSql(period.fromDate, brandId)}
 *         and o.created_at < ${brandDayStartSql(period.thruDate, brandId, 1)}`
 */
import { type SQL, sql } from 'drizzle-orm';

/** The brand's time zone, read from its row (`brandId` a number, or SQL such as `t.brand_id`). */
export function brandTimeZoneSql(brandId: number | SQL): SQL {
  return sql`(select b.time_zone from brands b where b.id = ${brandId})`;
}

/** The brand's today, as a SQL `date`. */
export function brandTodaySql(brandId: number | SQL): SQL {
  return sql`(now() at time zone ${brandTimeZoneSql(brandId)})::date`;
}

/** The brand's calendar day of a `timestamptz`, as a SQL `date`. */
export function brandDaySql(instant: SQL, brandId: number | SQL): SQL {
  return sql`(${instant} at time zone ${brandTimeZoneSql(brandId)})::date`;
}

/**
 * The first instant (`timestamptz`) of `day` (`YYYY-MM-DD`) in the brand's zone, or of the day
 * `after` days later: `[start(from), start(thru, 1))` is a period's instants.
 */
export function brandDayStartSql(day: string, brandId: number | SQL, after = 0): SQL {
  return sql`((${day}::date + ${after}::int)::timestamp at time zone ${brandTimeZoneSql(brandId)})`;
}
