import { BRAND, defineReport, type ReportTable, type SchemaLibrary } from '@backoffice/contract';
import type { z } from 'zod';

const figuresSchema = (zod: SchemaLibrary) =>
  zod.object({ sales: zod.number(), orders: zod.number(), average: zod.number() });

export const statisticsSchema = (zod: SchemaLibrary) =>
  zod.object({
    /** The period before, of the same length, ending the day before `fromDate`. */
    previous: zod.object({ fromDate: zod.string(), thruDate: zod.string() }),
    current: figuresSchema(zod),
    before: figuresSchema(zod),
    /** Days a bucket of `series` spans: 1 up to 62 days, 7 up to 366, else 30. */
    bucketDays: zod.number(),
    /** Bucket n of the period beside bucket n of the one before. */
    series: zod.array(
      zod.object({
        bucket: zod.string(),
        sales: zod.number(),
        orders: zod.number(),
        previous_sales: zod.number(),
        previous_orders: zod.number(),
      }),
    ),
    topStores: zod.array(
      zod.object({
        store: zod.string(),
        sales: zod.number(),
        orders: zod.number(),
        previous_sales: zod.number(),
      }),
    ),
    topProducts: zod.array(
      zod.object({
        product: zod.string(),
        store: zod.string(),
        quantity: zod.number(),
        sales: zod.number(),
      }),
    ),
  });

export type Statistics = z.infer<ReturnType<typeof statisticsSchema>>;

/** `+12.5 %`, `−3.0 %`, `new` when there was nothing before. */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0.0 %' : 'new';
  const change = ((now - before) / before) * 100;
  return `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %`;
}

export function statisticsTables(data: Statistics): ReportTable[] {
  const { current, before } = data;
  return [
    {
      id: 'summary',
      title: 'This period against the one before',
      columns: [
        { key: 'figure', label: 'Figure', kind: 'text' },
        { key: 'current', label: 'This period', kind: 'text' },
        { key: 'previous', label: 'Period before', kind: 'text' },
        { key: 'change', label: 'Change', kind: 'text' },
      ],
      rows: [
        {
          figure: 'Sales',
          current: dollars(current.sales),
          previous: dollars(before.sales),
          change: changeText(current.sales, before.sales),
        },
        {
          figure: 'Orders',
          current: String(current.orders),
          previous: String(before.orders),
          change: changeText(current.orders, before.orders),
        },
        {
          figure: 'Average order',
          current: dollars(current.average),
          previous: dollars(before.average),
          change: changeText(current.average, before.average),
        },
      ],
      totals: null,
      emptyText: 'No orders',
    },
    {
      id: 'series',
      title: data.bucketDays === 1 ? 'Sales by day' : `Sales by ${data.bucketDays} days`,
      columns: [
        { key: 'bucket', label: 'From', kind: 'date' },
        { key: 'sales', label: 'Sales', kind: 'money' },
        { key: 'orders', label: 'Orders', kind: 'number' },
        { key: 'previous_sales', label: 'Sales, period before', kind: 'money' },
        { key: 'previous_orders', label: 'Orders, period before', kind: 'number' },
      ],
      rows: data.series,
      totals: {
        bucket: 'Total',
        sales: current.sales,
        orders: current.orders,
        previous_sales: before.sales,
        previous_orders: before.orders,
      },
      emptyText: 'No orders in this period',
    },
    {
      id: 'stores',
      title: 'Top stores',
      columns: [
        { key: 'store', label: 'Store', kind: 'text' },
        { key: 'sales', label: 'Sales', kind: 'money' },
        { key: 'orders', label: 'Orders', kind: 'number' },
        { key: 'previous_sales', label: 'Sales, period before', kind: 'money' },
      ],
      rows: data.topStores,
      totals: null,
      emptyText: 'No store sold anything in this period',
    },
    {
      id: 'products',
      title: 'Top products',
      columns: [
        { key: 'product', label: 'Product', kind: 'text' },
        { key: 'store', label: 'Store', kind: 'text' },
        { key: 'quantity', label: 'Units', kind: 'number' },
        { key: 'sales', label: 'Sales', kind: 'money' },
      ],
      rows: data.topProducts,
      totals: null,
      emptyText: 'No product sold in this period',
    },
  ];
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The marketplace's statistics (`/evd-statistics`, `access_evdati_statistics`): sales (the
 * lines of the parts placed in the period that were not cancelled), orders, the average order,
 * and the top stores and products, for the chosen period against the one before of the same
 * length. Read from the daily and monthly sums the orders keep (`evd_stat_*`).
 */
export const statisticsReport = defineReport<Statistics>({
  name: 'evd-statistics',
  title: 'Statistics',
  description:
    'sales, orders, the average order, top stores and products, against the period before',
  brands: [BRAND.marketplace],
  permission: 'access_evdati_statistics',
  schema: statisticsSchema,
  tables: statisticsTables,
});
