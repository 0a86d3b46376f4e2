import { ROUTES } from '@backoffice/access';
import { createResourceRegistry } from '@backoffice/app-kit';
import { ResourceScreensApp } from '@backoffice/app-kit/testing';
import { COMMON_RESOURCES } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { assembleRegistry, BRAND, defineResource, everyAction } from '@backoffice/contract';
import { CATALOGUE_RESOURCES } from '../../resources/catalogue';
import { LEADS_RESOURCES } from '../../resources/leads';
import { REVIEWS_RESOURCES } from '../../resources/reviews';
import { CATALOGUE_SCREENS } from '../catalogue';
import { LEADS_SCREENS } from '../leads';
import { REVIEWS_SCREENS } from '../reviews';

/**
 * Stand-ins of the stores' and customers' resources the reviews refer to (their areas own the
 * real ones): a title each, so the screens of this file's areas stand alone.
 */
const standIn = (name: string, segment: string, singular: string) =>
  defineResource({
    name,
    segment,
    singular,
    plural: `${singular}s`,
    scope: 'brand',
    brands: [BRAND.marketplace],
    titleField: 'name',
    fields: { name: { type: 'string', label: 'Name', listed: true } },
    permissions: everyAction('admin'),
  });

const registry = createResourceRegistry(
  assembleRegistry([
    COMMON_RESOURCES,
    [
      standIn('evd_stores', 'test-evd-stores', 'store'),
      standIn('evd_products', 'test-evd-products', 'product'),
      standIn('evd_customers', 'test-evd-customers', 'customer'),
    ],
    CATALOGUE_RESOURCES,
    LEADS_RESOURCES,
    REVIEWS_RESOURCES,
  ]),
  ROUTES,
);

const screens = { ...CATALOGUE_SCREENS, ...LEADS_SCREENS, ...REVIEWS_SCREENS };

export interface MarketplaceSettingsAppProps {
  /** The address the app opens, with query. */
  path: string;
  user: User;
}

/**
 * The marketplace's catalogue settings, leads and reviews screens on the spec's routes, inside
 * the kit's providers, as the app routes them: the areas' own screens first, the generic
 * screens for their other routes. For the stories and tests of those screens; data comes from
 * the story's or test's MSW handlers.
 */
export function MarketplaceSettingsApp({ path, user }: MarketplaceSettingsAppProps) {
  return <ResourceScreensApp path={path} user={user} registry={registry} screens={screens} />;
}
