import { expensesServer, seedExpenses } from '@backoffice/common/server';
import type { DomainServer } from '@backoffice/server-kit';
import { jfdExpenses } from '../expenses';
import type { DeliveryArea } from './area';
import { catalogueArea, seedCatalogue } from './catalogue';
import { courierArea, seedCourier } from './courier';
import { ordersArea, seedOrders } from './orders';
import { DELIVERY_SAVED_VIEWS } from './savedViews';

const expenses = expensesServer(jfdExpenses);

const AREAS: readonly DeliveryArea[] = [catalogueArea, ordersArea, courierArea];

/**
 * The delivery domain's server side: each area's (catalogue and settings, orders, courier
 * requests), then its expenses with their report. Demo rows in the order the areas build on
 * each other: the catalogue, the orders placed from it, the courier requests, a year of bills.
 */
export const deliveryServer: DomainServer = {
  name: 'delivery',
  resources: Object.assign({}, ...AREAS.map((area) => area.resources ?? {}), expenses.resources),
  tables: AREAS.flatMap((area) => area.tables ?? []),
  reports: [...AREAS.flatMap((area) => area.reports ?? []), expenses.report],
  savedViews: DELIVERY_SAVED_VIEWS,
  seed: async (db, context) => {
    await seedCatalogue(db, context);
    await seedOrders(db, context);
    await seedCourier(db, context);
    await seedExpenses(db, jfdExpenses, context, [
      { category: 'Fuel', vendor: 'CityFuel', monthly: 42_000, step: 900 },
      { category: 'Vehicle repairs', vendor: 'FleetCare Garage', monthly: 15_500, step: 400 },
      { category: 'Insurance', monthly: 88_000 },
      { category: 'Depot rent', monthly: 150_000 },
    ]);
  },
};
