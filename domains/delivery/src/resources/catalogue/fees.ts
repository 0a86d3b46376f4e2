import { BRAND, defineResource, everyAction } from '@backoffice/contract';
import { moneyField, ORDER_READERS, referenceField, settingsRoutes } from './parts';

/** The delivery fee of one zone at one shipping speed; one row per (zone, speed). */
export const jfdDeliveryFeesResource = defineResource({
  name: 'jfd_delivery_fees',
  segment: 'jfd-delivery-fees',
  singular: 'delivery fee',
  plural: 'delivery fees',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'fee',
  routes: settingsRoutes('jfd-delivery-fees', 'jfd-delivery-fee'),
  fields: {
    zone_id: referenceField('Zone', 'jfd_zones'),
    shipping_speed_id: referenceField('Shipping speed', 'jfd_shipping_speeds'),
    fee: moneyField('Fee'),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_delivery_fees'),
});

/**
 * A tier of the grocery handling fee by order subtotal: from `min_subtotal` up to (not
 * including) `max_subtotal`, or with no upper bound when that is empty. Tiers never overlap.
 */
export const jfdGroceryDeliveryFeesResource = defineResource({
  name: 'jfd_grocery_delivery_fees',
  segment: 'jfd-grocery-delivery-fees',
  singular: 'grocery delivery fee',
  plural: 'grocery delivery fees',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'fee',
  routes: settingsRoutes('jfd-grocery-delivery-fees', 'jfd-grocery-delivery-fee'),
  fields: {
    min_subtotal: moneyField('Subtotal from'),
    max_subtotal: {
      type: 'money',
      label: 'Subtotal below',
      rules: ['min:1'],
      listed: true,
      sortable: true,
    },
    fee: moneyField('Fee'),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_delivery_fees'),
  defaultSort: { field: 'min_subtotal', direction: 'asc' },
});

/** The fee of collecting an order at one pickup location; one row per location. */
export const jfdPickupFeesResource = defineResource({
  name: 'jfd_pickup_fees',
  segment: 'jfd-pickup-fees',
  singular: 'pickup fee',
  plural: 'pickup fees',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'fee',
  routes: settingsRoutes('jfd-pickup-fees', 'jfd-pickup-fee'),
  fields: {
    pickup_location_id: {
      ...referenceField('Pickup location', 'jfd_pickup_locations'),
      rules: ['required', 'unique'],
    },
    fee: moneyField('Fee'),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_pickup_fees'),
});
