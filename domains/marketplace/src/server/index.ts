import { expensesServer, seedExpenses } from '@backoffice/common/server';
import type { DomainServer } from '@backoffice/server-kit';
import { evdExpenses } from '../expenses';
import type { MarketplaceArea } from './area';
import { catalogueArea, seedCatalogue } from './catalogue';
import { leadsArea, seedLeads } from './leads';
import { ordersArea, seedOrders } from './orders';
import { reviewsArea, seedReviews } from './reviews';
import { MARKETPLACE_SAVED_VIEWS } from './savedViews';
import { seedStores, storesArea } from './stores';

const expenses = expensesServer(evdExpenses);

const AREAS: readonly MarketplaceArea[] = [
  catalogueArea,
  storesArea,
  ordersArea,
  reviewsArea,
  leadsArea,
];

/**
 * The marketplace domain's server side: each area's, then its expenses with their report. Demo
 * rows in the order the areas build on each other: the catalogue settings, the sellers' stores
 * and products, the orders placed from them (with refunds and payables), the reviews of what was
 * bought, the sales leads, a year of bills.
 */
export const marketplaceServer: DomainServer = {
  name: 'marketplace',
  resources: Object.assign({}, ...AREAS.map((area) => area.resources ?? {}), expenses.resources),
  tables: AREAS.flatMap((area) => area.tables ?? []),
  reports: [...AREAS.flatMap((area) => area.reports ?? []), expenses.report],
  savedViews: MARKETPLACE_SAVED_VIEWS,
  seed: async (db, context) => {
    await seedCatalogue(db, context);
    await seedStores(db, context);
    await seedOrders(db, context);
    await seedReviews(db, context);
    await seedLeads(db, context);
    await seedExpenses(db, evdExpenses, context, [
      { category: 'Advertising', vendor: 'AdReach Media', monthly: 75_000, step: 2_500 },
      { category: 'Payment fees', monthly: 31_000, step: 1_200 },
      { category: 'Hosting', vendor: 'CloudHost Inc.', monthly: 54_000 },
      { category: 'Salaries', monthly: 620_000 },
    ]);
  },
};
