import type { MarketplaceArea } from '../area';
import { CATALOGUE_HOOKS, CATALOGUE_TABLES } from './hooks';

export { seedCatalogue } from './seed';

/** The server side of the marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings). */
export const catalogueArea: MarketplaceArea = {
  resources: CATALOGUE_HOOKS,
  tables: CATALOGUE_TABLES,
  reports: [],
};
