import { BRAND, columnTotal, defineReport, type ReportColumn } from '@backoffice/contract';
import { z } from 'zod';

const rowSchema = z.object({
  orders: z.number(),
  sales: z.number(),
  commission: z.number(),
  refunds: z.number(),
  net: z.number(),
});

export const orderReportSchema = z.object({
  stores: z.array(rowSchema.extend({ store: z.string(), rate: z.string() })),
  months: z.array(rowSchema.extend({ month: z.string() })),
});

export type OrderReportData = z.infer<typeof orderReportSchema>;

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
