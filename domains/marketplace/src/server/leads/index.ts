import type { MarketplaceArea } from '../area';
import { leadsHooks } from './hooks';

export { seedLeads } from './seed';

/** The server side of the marketplace's sales leads and their dashboard. */
export const leadsArea: MarketplaceArea = {
  resources: { evd_leads: leadsHooks },
  tables: [
    'create index if not exists evd_leads_owner on evd_leads (brand_id, owner_user_id, stage)',
  ],
  reports: [],
};
