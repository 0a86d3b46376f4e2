import type { DomainServer } from '@backoffice/server-kit';
import { beneficiariesHooks } from './beneficiaries';
import { DONATION_TABLES, donationsHooks } from './donations';
import { packageItemsHooks } from './packageItems';
import { PROJECT_TABLES, projectsHooks } from './projects';
import { CHARITY_SAVED_VIEWS } from './savedViews';
import { seedCharity } from './seed';
import { STOCK_TABLES } from './stock';

/**
 * The charity domain's server side: beneficiaries (the duplicate check, what they received),
 * package items (stock from movements, purchases), donations (receipt numbers, stock, the
 * printed receipt), projects (the wizard's steps, hand-overs out of stock, the distribution
 * list).
 */
export const charityServer: DomainServer = {
  name: 'charity',
  resources: {
    beneficiaries: beneficiariesHooks,
    package_items: packageItemsHooks,
    donations: donationsHooks,
    projects: projectsHooks,
  },
  tables: [...STOCK_TABLES, ...DONATION_TABLES, ...PROJECT_TABLES],
  seed: seedCharity,
  savedViews: CHARITY_SAVED_VIEWS,
};
