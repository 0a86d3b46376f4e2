/**
 * The Egg Collection Report's figures for one brand and period, summed in SQL over the logs of
 * the period (read by the brand-and-day index): per day and flock, good eggs per grade, cracked,
 * broken, the total and the laying rate against the bird counts the logs copied.
 */
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import {
  type EggCollectionReportData,
  eggCollectionReport,
  layingRate,
} from '../../reports/livestock/eggCollectionReport';
import { EGG_GRADES } from '../../resources/stock/inventories';

type Cells = Record<string, number | string | null>;

const gradeSum = (grade: string) =>
  sql`sum(l.${sql.identifier(`${grade}_trays`)} * 30 + l.${sql.identifier(`${grade}_loose`)})::bigint as ${sql.identifier(grade)}`;

export const eggCollectionReportServer = reportServer<EggCollectionReportData>({
  report: eggCollectionReport,
  async query(db, { brandId, period }) {
    const rows = await rowsOf<Cells>(
      db,
      sql`select l.collected_on::text as day, f.name as flock,
                 ${sql.join(EGG_GRADES.map(gradeSum), sql`, `)},
                 sum(l.cracked)::bigint as cracked, sum(l.broken)::bigint as broken,
                 coalesce(sum(l.bird_count), 0)::bigint as birds
          from egg_collection_logs l join livestock f on f.id = l.livestock_id
          where l.brand_id = ${brandId}
            and l.collected_on between ${period.fromDate}::date and ${period.thruDate}::date
          group by l.collected_on, f.name
          order by l.collected_on, f.name`,
    );
    return {
      days: rows.map((row) => {
        const [small, medium, large, jumbo, cracked, broken, birds] = [
          ...EGG_GRADES,
          'cracked',
          'broken',
          'birds',
        ].map((key) => Number(row[key] ?? 0)) as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        const total = small + medium + large + jumbo + cracked + broken;
        return {
          day: String(row.day),
          flock: String(row.flock),
          small,
          medium,
          large,
          jumbo,
          cracked,
          broken,
          total,
          birds,
          laying_rate: layingRate(total, birds),
        };
      }),
    };
  },
});
