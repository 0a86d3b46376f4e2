/**
 * The business domains the server serves, assembled once: their resources (the registry every
 * table, endpoint and check is made from) and their server sides (demo seeds), in this order.
 */
import { CHARITY_RESOURCES } from '@backoffice/charity';
import { charityServer } from '@backoffice/charity/server';
import { COMMON_RESOURCES } from '@backoffice/common';
import { commonServer } from '@backoffice/common/server';
import { assembleRegistry } from '@backoffice/contract';
import { DELIVERY_RESOURCES } from '@backoffice/delivery';
import { deliveryServer } from '@backoffice/delivery/server';
import { FARM_RESOURCES } from '@backoffice/farm';
import { farmServer } from '@backoffice/farm/server';
import { MARKETPLACE_RESOURCES } from '@backoffice/marketplace';
import { marketplaceServer } from '@backoffice/marketplace/server';
import type { DomainServer, ResourceHooks } from '@backoffice/server-kit';

/** Every resource the server serves. */
export const RESOURCES = assembleRegistry([
  COMMON_RESOURCES,
  CHARITY_RESOURCES,
  FARM_RESOURCES,
  DELIVERY_RESOURCES,
  MARKETPLACE_RESOURCES,
]);

/** The domains' server sides; `common` first, as the others build on its rows. */
export const DOMAIN_SERVERS: readonly DomainServer[] = [
  commonServer,
  charityServer,
  farmServer,
  deliveryServer,
  marketplaceServer,
];

/** Every report the domains declare. */
export const REPORT_SERVERS = DOMAIN_SERVERS.flatMap((domain) => domain.reports ?? []);

/** The domains' hooks and computed SQL, by resource name (a resource belongs to one domain). */
export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = Object.assign(
  {},
  ...DOMAIN_SERVERS.map((domain) => domain.resources ?? {}),
);
