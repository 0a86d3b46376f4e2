/**
 * The Deposit Report of the poultry brand (`/reports/jf-deposit-report`): the deposits made in a
 * period with their amounts, and the cash taken in the period (cash sales less refunds, cash
 * invoice payments) that no deposit covers yet. Amounts are integer cents.
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

export const cashItemSchema = (zod: SchemaLibrary) =>
  zod.object({
    kind: zod.enum(['sale', 'payment']),
    id: zod.number().int(),
    taken_on: zod.string(),
    description: zod.string(),
    amount: cents(zod),
  });
export type CashItem = z.infer<ReturnType<typeof cashItemSchema>>;

export const depositReportSchema = (zod: SchemaLibrary) =>
  zod.object({
    deposits: zod.array(
      zod.object({
        id: zod.number().int(),
        deposited_on: zod.string(),
        reference: zod.string(),
        account: zod.string(),
        items: zod.number().int(),
        amount: cents(zod),
      }),
    ),
    undeposited: zod.array(cashItemSchema(zod)),
  });
export type DepositReportData = z.infer<ReturnType<typeof depositReportSchema>>;

/** The table of cash items not deposited, shared by both cash reports. */
export function undepositedTable(items: readonly CashItem[]): ReportTable {
  return {
    id: 'undeposited',
    title: 'Cash not deposited',
    columns: [
      { key: 'taken_on', label: 'Taken on', kind: 'date' },
      { key: 'description', label: 'Cash', kind: 'text' },
      { key: 'amount', label: 'Amount', kind: 'money' },
    ],
    rows: items,
    totals: { taken_on: 'Total', amount: columnTotal(items, 'amount') },
    emptyText: 'All cash of this period is deposited',
  };
}

export const depositReport = defineReport<DepositReportData>({
  name: 'jf-deposit-report',
  title: 'Deposit Report',
  description: 'deposits of the period with their amounts, and the cash that stayed undeposited',
  brands: [BRAND.poultry],
  permission: 'generate_reports',
  schema: depositReportSchema,
  tables: (data): ReportTable[] => [
    {
      id: 'deposits',
      title: 'Deposits',
      columns: [
        { key: 'deposited_on', label: 'Day', kind: 'date' },
        { key: 'reference', label: 'Reference', kind: 'text' },
        { key: 'account', label: 'Account', kind: 'text' },
        { key: 'items', label: 'Items', kind: 'number' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
      rows: data.deposits,
      totals: {
        deposited_on: 'Total',
        items: columnTotal(data.deposits, 'items'),
        amount: columnTotal(data.deposits, 'amount'),
      },
      emptyText: 'No deposits in this period',
    },
    undepositedTable(data.undeposited),
  ],
});
