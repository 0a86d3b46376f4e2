/**
 * The server side of one brand's expenses, made from its instance (`defineExpenses`): the pay
 * action's work (it copies the payment onto the expense, never a day after today), the SQL of
 * `overdue`, and the Expense Report's query.
 */
import {
  brandTodaySql,
  DomainError,
  type ReportServer,
  type ResourceHooks,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { Expenses } from '../../expenses/defineExpenses';
import { expenseReportServer } from './expenseReportServer';

export interface ExpensesServer {
  /** The hooks, by the resource's name, for a `DomainServer.resources`. */
  resources: Record<string, ResourceHooks>;
  report: ReportServer;
}

export function expensesServer(expenses: Expenses): ExpensesServer {
  const hooks: ResourceHooks = {
    computed: {
      overdue: (row) =>
        sql`(case when ${row}.status = 'unpaid' and ${row}.due_on < ${brandTodaySql(sql`${row}.brand_id`)}
                  then 1 else 0 end)`,
    },
    actions: {
      pay: async ({ input, today }) => {
        const paidOn = String(input.paid_on);
        if (paidOn > today) {
          throw DomainError.field(
            'paid_on',
            'The paid on must be a date before or equal to today.',
          );
        }
        return {
          values: {
            paid_on: paidOn,
            payment_method: input.method,
            payment_reference: input.reference ?? null,
          },
        };
      },
    },
  };
  return {
    resources: { [expenses.resource.name]: hooks },
    report: expenseReportServer(expenses),
  };
}
