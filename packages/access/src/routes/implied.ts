import type { RouteEntry } from '../route';
import { DELIVERY_ROUTES } from './delivery';
import { MARKETPLACE_ROUTES } from './marketplace';

type ListName =
  | (typeof DELIVERY_ROUTES)[number]['name']
  | (typeof MARKETPLACE_ROUTES)[number]['name'];

/** The list route a create or edit screen is implied by. */
function listRoute(list: ListName): Omit<RouteEntry<string>, 'name' | 'path'> & { path: string } {
  const route = [...DELIVERY_ROUTES, ...MARKETPLACE_ROUTES].find((entry) => entry.name === list)!;
  const { name: _name, ...rest } = route;
  return rest;
}

/**
 * The create and edit screens of a list the spec's table names alone: `/coupons` gives
 * `/coupons/new` (`new-coupon`) and `/coupons/:id/edit` (`edit-coupon`), with the list's
 * permission, brand and menu group.
 */
function createAndEdit<const One extends string>(
  list: ListName,
  one: One,
): [RouteEntry<`new-${One}`>, RouteEntry<`edit-${One}`>] {
  const { path, ...rest } = listRoute(list);
  return [
    { ...rest, name: `new-${one}`, path: `${path}/new` },
    { ...rest, name: `edit-${one}`, path: `${path}/:id/edit` },
  ];
}

/**
 * The create screen alone of a list whose records open on pages the table names (a store opens
 * at `/evd-stores/:storeSlug`), with the permission that creates one when it is not the list's.
 */
function createOnly<const Name extends string>(
  list: ListName,
  name: Name,
  permission?: string,
): RouteEntry<Name> {
  const { path, meta, ...rest } = listRoute(list);
  return {
    ...rest,
    meta: { ...meta, permission: permission ?? meta.permission },
    name,
    path: `${path}/new`,
  };
}

/**
 * Spec section 2: "Each resource has a list, a create screen and an edit or view screen." For
 * the delivery brand's settings, vehicles and drivers, and the marketplace's catalogue settings,
 * sellers, subscription overrides and stores, the table names only the list (or the record's
 * page); these are their create and edit screens, on the list's path and permission (a new
 * store needs manage_evdati_stores, as creating one does). The spec's own rows stay in
 * `SPEC_ROUTES`, exactly as the spec lists them.
 */
export const IMPLIED_ROUTES = [
  ...createAndEdit('jfd-categories', 'jfd-category'),
  ...createAndEdit('coupons', 'coupon'),
  ...createAndEdit('vehicles', 'vehicle'),
  ...createAndEdit('drivers', 'driver'),
  ...createAndEdit('jfd-shipping-speeds', 'jfd-shipping-speed'),
  ...createAndEdit('jfd-delivery-fees', 'jfd-delivery-fee'),
  ...createAndEdit('jfd-grocery-delivery-fees', 'jfd-grocery-delivery-fee'),
  ...createAndEdit('jfd-pickup-fees', 'jfd-pickup-fee'),
  ...createAndEdit('jfd-pickup-locations', 'jfd-pickup-location'),
  ...createAndEdit('dlv-service-towns', 'dlv-service-town'),
  ...createAndEdit('zones', 'zone'),
  ...createAndEdit('addons', 'addon'),
  ...createAndEdit('evd-categories', 'evd-category'),
  ...createAndEdit('evd-subcategories', 'evd-subcategory'),
  ...createAndEdit('evd-attributes', 'evd-attribute'),
  ...createAndEdit('evd-attribute-values', 'evd-attribute-value'),
  ...createAndEdit('evd-category-attributes', 'evd-category-attribute'),
  ...createAndEdit('evd-category-variant-attributes', 'evd-category-variant-attribute'),
  ...createAndEdit('evd-taxes', 'evd-tax'),
  ...createAndEdit('evd-subscription-overrides', 'evd-subscription-override'),
  ...createAndEdit('evd-sellers', 'evd-seller'),
  createOnly('stores', 'new-store', 'manage_evdati_stores'),
] as const;
