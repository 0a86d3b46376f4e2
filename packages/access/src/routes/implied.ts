import type { RouteEntry } from '../route';
import { DELIVERY_ROUTES } from './delivery';

type DeliveryRoute = (typeof DELIVERY_ROUTES)[number];

/**
 * The create and edit screens of a list the spec's table names alone: `/coupons` gives
 * `/coupons/new` (`new-coupon`) and `/coupons/:id/edit` (`edit-coupon`), with the list's
 * permission, brand and menu group.
 */
function createAndEdit<const One extends string>(
  list: DeliveryRoute['name'],
  one: One,
): [RouteEntry<`new-${One}`>, RouteEntry<`edit-${One}`>] {
  const route = DELIVERY_ROUTES.find((entry) => entry.name === list)!;
  const { name: _name, path, ...rest } = route;
  return [
    { ...rest, name: `new-${one}`, path: `${path}/new` },
    { ...rest, name: `edit-${one}`, path: `${path}/:id/edit` },
  ];
}

/**
 * Spec section 2: "Each resource has a list, a create screen and an edit or view screen." For
 * the delivery brand's settings, vehicles and drivers the table names only the list; these are
 * their create and edit screens, on the list's path and permission. The spec's own rows stay in
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
] as const;
