/** MSW handlers answering the catalogue settings screens as the server does. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { evdAppSettingsResource, evdPolicyPagesResource } from '../../resources/catalogue';
import { appSettings, marketplaceManager, policyPages } from './catalogueFixtures';

/** The policy pages (a copy per story, so saves do not leak into the next one). */
export function policyPageHandlers(
  rows: ResourceRow[] = policyPages.map((row) => ({ ...row })),
  user: User = marketplaceManager,
) {
  return [...sessionHandlers(user), ...resourceHandlers(evdPolicyPagesResource, rows)];
}

/** The app settings form over the brand's one row (none: the form creates it). */
export function appSettingsHandlers(rows: ResourceRow[] = [{ ...appSettings }]) {
  return [
    ...sessionHandlers(marketplaceManager),
    ...resourceHandlers(evdAppSettingsResource, rows),
  ];
}
