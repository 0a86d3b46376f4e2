import type { DomainServer } from '@backoffice/server-kit';
import { beneficiariesHooks } from './beneficiaries';
import { DONATION_TABLES, donationsHooks } from './donations';
import { packageItemsHooks } from './packageItems';
import { seedCharity } from './seed';
import { STOCK_TABLES } from './stock';

/**
 * The charity domain's server side: beneficiaries (the duplicate check), package items (stock
 * from movements, purchases), donations (receipt numbers, stock, the printed receipt).
 */
export const charityServer: DomainServer = {
  name: 'charity',
  resources: {
    beneficiaries: beneficiariesHooks,
    package_items: packageItemsHooks,
    donations: donationsHooks,
  },
  tables: [...STOCK_TABLES, ...DONATION_TABLES],
  seed: seedCharity,
};
