import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { MarketplaceArea } from '../area';
import { approvalsHooks } from './approvals';
import { invoicesHooks, overridesHooks } from './billing';
import { SELLER_COMPUTED } from './computed';
import { membersHooks } from './members';
import { productsHooks } from './products';
import { seedStores as seed } from './seed';
import { storesHooks } from './stores';
import { STORES_TABLES } from './tables';
import { variantsHooks } from './variants';

/**
 * The server side of the marketplace's sellers, stores, their products, variants, approvals and
 * billing: the stores' slug and states with the members' store-level permissions (`grants`),
 * products queued for approval, variants named from their values, overrides, invoices numbered
 * and priced by the server, and the area's own DDL.
 */
export const storesArea: MarketplaceArea = {
  resources: {
    evd_sellers: { computed: SELLER_COMPUTED },
    evd_stores: storesHooks,
    evd_store_members: membersHooks,
    evd_products: productsHooks,
    evd_product_variants: variantsHooks,
    evd_product_approvals: approvalsHooks,
    evd_subscription_overrides: overridesHooks,
    evd_store_invoices: invoicesHooks,
  },
  tables: STORES_TABLES,
};

/** The area's demo rows. */
export async function seedStores(db: Executor, context: SeedContext): Promise<void> {
  await seed(db, context);
}
