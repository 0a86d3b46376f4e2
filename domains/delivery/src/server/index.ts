import { expensesServer, seedExpenses } from '@backoffice/common/server';
import type { DomainServer } from '@backoffice/server-kit';
import { jfdExpenses } from '../index';

const expenses = expensesServer(jfdExpenses);

/** The delivery domain's server side: its expenses, their report and demo year. */
export const deliveryServer: DomainServer = {
  name: 'delivery',
  resources: expenses.resources,
  reports: [expenses.report],
  seed: (db, context) =>
    seedExpenses(db, jfdExpenses, context.today, [
      { category: 'Fuel', vendor: 'CityFuel', monthly: 42_000, step: 900 },
      { category: 'Vehicle repairs', vendor: 'FleetCare Garage', monthly: 15_500, step: 400 },
      { category: 'Insurance', monthly: 88_000 },
      { category: 'Depot rent', monthly: 150_000 },
    ]),
};
