/**
 * The Deposit Report of the poultry brand (`/reports/jf-deposit-report`): the deposits made in a
 * period with their amounts, and the cash taken in the period (cash sales less refunds, cash
 * invoice payments) that no deposit covers yet. Amounts are integer cents.
 */
import { BRAND, columnTotal, defineReport, type ReportTable } from '@backoffice/contract';
import { z } from 'zod';

const cents = z.number().int();

export const cashItemSchema = z.object({
  kind: z.enum(['sale', 'payment']),
  id: z.number().int(),
  taken_on: z.string(),
  description: z.string(),
  amount: cents,
});
export type CashItem = z.infer<typeof cashItemSchema>;

export const depositReportSchema = z.object({
  deposits: z.array(
    z.object({
      id: z.number().int(),
      deposited_on: z.string(),
      reference: z.string(),
      account: z.string(),
      items: z.number().int(),
      amount: cents,
    }),
  ),
  undeposited: z.array(cashItemSchema),
});
export type DepositReportData = z.infer<typeof depositReportSchema>;

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
