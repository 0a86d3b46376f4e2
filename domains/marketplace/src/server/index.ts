import { expensesServer, seedExpenses } from '@backoffice/common/server';
import type { DomainServer } from '@backoffice/server-kit';
import { evdExpenses } from '../index';

const expenses = expensesServer(evdExpenses);

/** The marketplace domain's server side: its expenses, their report and demo year. */
export const marketplaceServer: DomainServer = {
  name: 'marketplace',
  resources: expenses.resources,
  reports: [expenses.report],
  seed: (db, context) =>
    seedExpenses(db, evdExpenses, context.today, [
      { category: 'Advertising', vendor: 'AdReach Media', monthly: 75_000, step: 2_500 },
      { category: 'Payment fees', monthly: 31_000, step: 1_200 },
      { category: 'Hosting', vendor: 'CloudHost Inc.', monthly: 54_000 },
      { category: 'Salaries', monthly: 620_000 },
    ]),
};
