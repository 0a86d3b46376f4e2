/**
 * The Sales Report of the poultry brand (`/reports/jf-sale-report`): for a period, per day and
 * sale item the units sold, their gross, the refunds given back and the net; then the same money
 * by payment method. A sale counts on the day it was made, a refund on the day it was given;
 * voided sales count nowhere. Amounts are integer cents.
 */
import {
  BRAND,
  columnTotal,
  defineReport,
  type ReportTable,
  type SchemaLibrary,
} from '@backoffice/contract';
import type { z } from 'zod';

const cents = (zod: SchemaLibrary) => zod.number().int();

export const salesReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    days: zod.array(
      zod.object({
        day: zod.string(),
        item: zod.string(),
        units: zod.number().int(),
        gross: cents(zod),
        refunds: cents(zod),
        net: cents(zod),
      }),
    ),
    methods: zod.array(
      zod.object({
        method: zod.string(),
        sales: zod.number().int(),
        gross: cents(zod),
        refunds: cents(zod),
        net: cents(zod),
      }),
    ),
  });
export type SalesReportData = z.infer<ReturnType<typeof salesReportSchema>>;

/** Payment methods as the report's table names them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
};

const money = ['gross', 'refunds', 'net'] as const;

export const salesReport = defineReport<SalesReportData>({
  name: 'jf-sale-report',
  title: 'Sales Report',
  description: 'units, gross, refunds and net per day and item, and by payment method',
  brands: [BRAND.poultry],
  permission: 'generate_reports',
  schema: salesReportSchema,
  tables: (data): ReportTable[] => [
    {
      id: 'days',
      title: 'By day and item',
      columns: [
        { key: 'day', label: 'Day', kind: 'date' },
        { key: 'item', label: 'Item', kind: 'text' },
        { key: 'units', label: 'Units', kind: 'number' },
        { key: 'gross', label: 'Gross', kind: 'money' },
        { key: 'refunds', label: 'Refunds', kind: 'money' },
        { key: 'net', label: 'Net', kind: 'money' },
      ],
      rows: data.days,
      totals: {
        day: 'Total',
        units: columnTotal(data.days, 'units'),
        ...Object.fromEntries(money.map((key) => [key, columnTotal(data.days, key)])),
      },
      emptyText: 'No sales in this period',
    },
    {
      id: 'methods',
      title: 'By payment method',
      columns: [
        { key: 'method', label: 'Payment method', kind: 'text' },
        { key: 'sales', label: 'Sales', kind: 'number' },
        { key: 'gross', label: 'Gross', kind: 'money' },
        { key: 'refunds', label: 'Refunds', kind: 'money' },
        { key: 'net', label: 'Net', kind: 'money' },
      ],
      rows: data.methods.map((row) => ({
        ...row,
        method: PAYMENT_METHOD_LABELS[row.method] ?? row.method,
      })),
      totals: {
        method: 'Total',
        sales: columnTotal(data.methods, 'sales'),
        ...Object.fromEntries(money.map((key) => [key, columnTotal(data.methods, key)])),
      },
      emptyText: 'No sales in this period',
    },
  ],
});
