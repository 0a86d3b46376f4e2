import {
  BRAND,
  columnTotal,
  defineReport,
  type ReportColumn,
  type SchemaLibrary,
} from '@backoffice/contract';
import type { z } from 'zod';

const rowSchema = (zod: SchemaLibrary) =>
  zod.object({
    orders: zod.number(),
    sales: zod.number(),
    commission: zod.number(),
    refunds: zod.number(),
    net: zod.number(),
  });

export const orderReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    stores: zod.array(rowSchema(zod).extend({ store: zod.string(), rate: zod.string() })),
    months: zod.array(rowSchema(zod).extend({ month: zod.string() })),
  });

export type OrderReportData = z.infer<ReturnType<typeof orderReportSchema>>;

const FIGURES: readonly ReportColumn[] = [
  { key: 'orders', label: 'Orders', kind: 'number' },
  { key: 'sales', label: 'Sales', kind: 'money' },
  { key: 'commission', label: 'Commission', kind: 'money' },
  { key: 'refunds', label: 'Refunds', kind: 'money' },
  { key: 'net', label: 'Net to stores', kind: 'money' },
];

const totalsOf = (
  rows: readonly Record<string, string | number>[],
  label: Record<string, string>,
) => ({
  ...label,
  ...Object.fromEntries(FIGURES.map((column) => [column.key, columnTotal(rows, column.key)])),
});

/**
 * The Order Report of the marketplace (`/reports/evd-order-report`, any signed-in user of brand
 * 9): per store and per month of the period, the store parts placed (not cancelled), their sales
 * (lines), the commission (each store's rate in force on the period's last day: its override,
 * else the app settings'), the refunds approved in the period and the net to the stores.
 */
export const orderReport = defineReport<OrderReportData>({
  name: 'evd-order-report',
  title: 'Order Report',
  description: 'orders, sales, commission and refunds by store and by month',
  brands: [BRAND.marketplace],
  permission: '*',
  schema: orderReportSchema,
  tables: (data) => [
    {
      id: 'stores',
      title: 'By store',
      columns: [
        { key: 'store', label: 'Store', kind: 'text' },
        { key: 'rate', label: 'Commission rate', kind: 'text' },
        ...FIGURES,
      ],
      rows: data.stores,
      totals: totalsOf(data.stores, { store: 'Total', rate: '' }),
      emptyText: 'No orders in this period',
    },
    {
      id: 'months',
      title: 'By month',
      columns: [{ key: 'month', label: 'Month', kind: 'text' }, ...FIGURES],
      rows: data.months,
      totals: totalsOf(data.months, { month: 'Total' }),
      emptyText: 'No orders in this period',
    },
  ],
});
