/**
 * The Egg Collection Report of the poultry brand (`/reports/egg-collection-report`): per day and
 * flock, the good eggs of each grade, cracked, broken, the total and the laying rate (total eggs
 * per bird, in %, against the bird count each log copied), with the period's totals (its rate is
 * every egg over every bird-day logged).
 */
import {
  BRAND,
  columnTotal,
  defineReport,
  type ReportTable,
  type SchemaLibrary,
} from '@backoffice/contract';
import type { z } from 'zod';

const eggs = (zod: SchemaLibrary) => zod.number().int();

export const eggCollectionReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    days: zod.array(
      zod.object({
        day: zod.string(),
        flock: zod.string(),
        small: eggs(zod),
        medium: eggs(zod),
        large: eggs(zod),
        jumbo: eggs(zod),
        cracked: eggs(zod),
        broken: eggs(zod),
        total: eggs(zod),
        birds: eggs(zod),
        laying_rate: zod.number().nullable(),
      }),
    ),
  });
export type EggCollectionReportData = z.infer<ReturnType<typeof eggCollectionReportSchema>>;

/** Total eggs per bird in %, to one decimal; null without birds. */
export function layingRate(total: number, birds: number): number | null {
  return birds > 0 ? Math.round((total * 1000) / birds) / 10 : null;
}

const counted = ['small', 'medium', 'large', 'jumbo', 'cracked', 'broken', 'total'] as const;

export const eggCollectionReport = defineReport<EggCollectionReportData>({
  name: 'egg-collection-report',
  title: 'Egg Collection Report',
  description: 'eggs by grade, cracked, broken and laying rate per day and flock',
  brands: [BRAND.poultry],
  permission: 'generate_reports',
  schema: eggCollectionReportSchema,
  tables: (data): ReportTable[] => {
    const birds = columnTotal(data.days, 'birds');
    const total = columnTotal(data.days, 'total');
    return [
      {
        id: 'days',
        title: 'By day and flock',
        columns: [
          { key: 'day', label: 'Day', kind: 'date' },
          { key: 'flock', label: 'Flock', kind: 'text' },
          { key: 'small', label: 'Small', kind: 'number' },
          { key: 'medium', label: 'Medium', kind: 'number' },
          { key: 'large', label: 'Large', kind: 'number' },
          { key: 'jumbo', label: 'Jumbo', kind: 'number' },
          { key: 'cracked', label: 'Cracked', kind: 'number' },
          { key: 'broken', label: 'Broken', kind: 'number' },
          { key: 'total', label: 'Total eggs', kind: 'number' },
          { key: 'laying_rate', label: 'Laying rate (%)', kind: 'number' },
        ],
        rows: data.days,
        totals: {
          day: 'Total',
          ...Object.fromEntries(counted.map((key) => [key, columnTotal(data.days, key)])),
          laying_rate: layingRate(Number(total), Number(birds)),
        },
        emptyText: 'No egg collections in this period',
      },
    ];
  },
});
