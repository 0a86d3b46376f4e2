import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, moneyField, ORDER_READERS, referenceField, settingsRoutes } from './parts';

/** A town the brand delivers in; its zones divide it. */
export const dlvServiceTownsResource = defineResource({
  name: 'dlv_service_towns',
  segment: 'dlv-service-towns',
  singular: 'service town',
  plural: 'service towns',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('dlv-service-towns', 'dlv-service-town'),
  fields: {
    name: nameField(['max:100']),
    active: activeField(),
  },
  readers: [...ORDER_READERS, 'manage_pickup_fees', 'access_jfd_customers'],
  permissions: everyAction('manage_service_towns'),
  defaultSort: { field: 'name', direction: 'asc' },
});

/**
 * A delivery zone of a service town (Riverside North): the delivery fee of each speed is set per
 * zone, and `courier_fee` is the base fee of a courier request picked up in it.
 */
export const jfdZonesResource = defineResource({
  name: 'jfd_zones',
  segment: 'zones',
  singular: 'zone',
  plural: 'zones',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('zones', 'zone'),
  fields: {
    name: nameField(['max:100']),
    town_id: referenceField('Service town', 'dlv_service_towns'),
    courier_fee: moneyField('Courier base fee'),
    active: activeField(),
  },
  readers: [...ORDER_READERS, 'manage_delivery_fees', 'access_jfd_customers'],
  permissions: everyAction('manage_service_towns'),
  defaultSort: { field: 'name', direction: 'asc' },
});
