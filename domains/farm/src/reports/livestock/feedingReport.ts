/**
 * The Feeding Report of the poultry brand (`/reports/layer-feeding-report`): per day, flock and
 * feed type the kilograms fed and their cost; then per flock over the period the feed, the eggs
 * collected (good, cracked and broken) and the feed per dozen eggs (kg per 12 eggs).
 */
import {
  BRAND,
  columnTotal,
  defineReport,
  type ReportTable,
  type SchemaLibrary,
} from '@backoffice/contract';
import type { z } from 'zod';

export const feedingReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    days: zod.array(
      zod.object({
        day: zod.string(),
        flock: zod.string(),
        feed_type: zod.string(),
        quantity: zod.number().int(),
        cost: zod.number().int(),
      }),
    ),
    flocks: zod.array(
      zod.object({
        flock: zod.string(),
        quantity: zod.number().int(),
        cost: zod.number().int(),
        eggs: zod.number().int(),
        feed_per_dozen: zod.number().nullable(),
      }),
    ),
  });
export type FeedingReportData = z.infer<ReturnType<typeof feedingReportSchema>>;

/** Kilograms of feed per 12 eggs, to three decimals; null without eggs. */
export function feedPerDozen(kg: number, eggs: number): number | null {
  return eggs > 0 ? Math.round((kg * 12 * 1000) / eggs) / 1000 : null;
}

export const feedingReport = defineReport<FeedingReportData>({
  name: 'layer-feeding-report',
  title: 'Feeding Report',
  description: 'feed and its cost per day, flock and feed type, and feed per dozen eggs',
  brands: [BRAND.poultry],
  permission: 'generate_reports',
  schema: feedingReportSchema,
  tables: (data): ReportTable[] => [
    {
      id: 'days',
      title: 'By day, flock and feed type',
      columns: [
        { key: 'day', label: 'Day', kind: 'date' },
        { key: 'flock', label: 'Flock', kind: 'text' },
        { key: 'feed_type', label: 'Feed type', kind: 'text' },
        { key: 'quantity', label: 'Quantity (kg)', kind: 'number' },
        { key: 'cost', label: 'Cost', kind: 'money' },
      ],
      rows: data.days,
      totals: {
        day: 'Total',
        quantity: columnTotal(data.days, 'quantity'),
        cost: columnTotal(data.days, 'cost'),
      },
      emptyText: 'No feeding in this period',
    },
    {
      id: 'flocks',
      title: 'Feed per dozen eggs, by flock',
      columns: [
        { key: 'flock', label: 'Flock', kind: 'text' },
        { key: 'quantity', label: 'Feed (kg)', kind: 'number' },
        { key: 'cost', label: 'Cost', kind: 'money' },
        { key: 'eggs', label: 'Eggs collected', kind: 'number' },
        { key: 'feed_per_dozen', label: 'Feed per dozen eggs (kg)', kind: 'number' },
      ],
      rows: data.flocks,
      totals: {
        flock: 'Total',
        quantity: columnTotal(data.flocks, 'quantity'),
        cost: columnTotal(data.flocks, 'cost'),
        eggs: columnTotal(data.flocks, 'eggs'),
        feed_per_dozen: feedPerDozen(
          Number(columnTotal(data.flocks, 'quantity')),
          Number(columnTotal(data.flocks, 'eggs')),
        ),
      },
      emptyText: 'No feeding in this period',
    },
  ],
});
