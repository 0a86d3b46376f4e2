/**
 * The Expense Report of a brand with expenses: for a period (by the expense's day), the money
 * per category and per vendor, paid and unpaid, with their totals. Amounts are integer cents.
 */
import { columnTotal, type ReportTable, type SchemaLibrary } from '@backoffice/contract';
import type { z } from 'zod';

const cents = (zod: SchemaLibrary) => zod.number().int();
const figures = (zod: SchemaLibrary) => ({
  expenses: zod.number().int(),
  paid: cents(zod),
  unpaid: cents(zod),
  total: cents(zod),
});

export const expenseReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    categories: zod.array(
      zod.object({ category: zod.string(), kind: zod.string(), ...figures(zod) }),
    ),
    vendors: zod.array(zod.object({ vendor: zod.string(), ...figures(zod) })),
  });
export type ExpenseReportData = z.infer<ReturnType<typeof expenseReportSchema>>;

/** Expenses without a vendor are shown on one line of their own. */
export const NO_VENDOR = 'No vendor';

const moneyColumns = [
  { key: 'expenses', label: 'Expenses', kind: 'number' },
  { key: 'paid', label: 'Paid', kind: 'money' },
  { key: 'unpaid', label: 'Unpaid', kind: 'money' },
  { key: 'total', label: 'Total', kind: 'money' },
] as const;

const totalsOf = (rows: ExpenseReportData['vendors' | 'categories'], first: string) => ({
  [first]: 'Total',
  ...Object.fromEntries(moneyColumns.map((column) => [column.key, columnTotal(rows, column.key)])),
});

export function expenseReportTables(data: ExpenseReportData): ReportTable[] {
  return [
    {
      id: 'categories',
      title: 'By category',
      columns: [
        { key: 'category', label: 'Category', kind: 'text' },
        { key: 'kind', label: 'Kind', kind: 'text' },
        ...moneyColumns,
      ],
      rows: data.categories,
      totals: totalsOf(data.categories, 'category'),
      emptyText: 'No expenses in this period',
    },
    {
      id: 'vendors',
      title: 'By vendor',
      columns: [{ key: 'vendor', label: 'Vendor', kind: 'text' }, ...moneyColumns],
      rows: data.vendors,
      totals: totalsOf(data.vendors, 'vendor'),
      emptyText: 'No expenses in this period',
    },
  ];
}
