/**
 * The Expense Report's query: the brand's expenses whose day is in the period, summed in SQL by
 * category and by vendor, paid and unpaid apart.
 */
import { type ReportServer, reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { Expenses } from '../../expenses/defineExpenses';
import { type ExpenseReportData, NO_VENDOR } from '../../expenses/expenseReport';

interface Figures {
  expenses: string;
  paid: string;
  unpaid: string;
  total: string;
}

const figures = sql`count(*) as expenses,
  coalesce(sum(e.amount) filter (where e.status = 'paid'), 0) as paid,
  coalesce(sum(e.amount) filter (where e.status <> 'paid'), 0) as unpaid,
  coalesce(sum(e.amount), 0) as total`;

const numbers = (row: Figures) => ({
  expenses: Number(row.expenses),
  paid: Number(row.paid),
  unpaid: Number(row.unpaid),
  total: Number(row.total),
});

export function expenseReportServer(expenses: Expenses): ReportServer {
  const table = sql.identifier(expenses.resource.name);
  return reportServer<ExpenseReportData>({
    report: expenses.report,
    async query(db, { brandId, period }) {
      const inPeriod = sql`e.brand_id = ${brandId}
        and e.spent_on between ${period.fromDate}::date and ${period.thruDate}::date`;
      const categories = await rowsOf<Figures & { category: string; kind: string }>(
        db,
        sql`select c.name as category, c.kind, ${figures}
            from ${table} e join expense_categories c on c.id = e.expense_category_id
            where ${inPeriod}
            group by c.id, c.name, c.kind
            order by c.name, c.id`,
      );
      const vendors = await rowsOf<Figures & { vendor: string | null }>(
        db,
        sql`select v.name as vendor, ${figures}
            from ${table} e left join vendors v on v.id = e.vendor_id
            where ${inPeriod}
            group by v.id, v.name
            order by v.name nulls last, v.id`,
      );
      return {
        categories: categories.map((row) => ({
          category: row.category,
          kind: row.kind,
          ...numbers(row),
        })),
        vendors: vendors.map((row) => ({ vendor: row.vendor ?? NO_VENDOR, ...numbers(row) })),
      };
    },
  });
}
