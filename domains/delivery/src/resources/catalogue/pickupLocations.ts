import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, ORDER_READERS, referenceField, settingsRoutes } from './parts';

/** A shop counter or locker where a customer collects a pickup order. */
export const jfdPickupLocationsResource = defineResource({
  name: 'jfd_pickup_locations',
  segment: 'jfd-pickup-locations',
  singular: 'pickup location',
  plural: 'pickup locations',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('jfd-pickup-locations', 'jfd-pickup-location'),
  fields: {
    name: nameField(['max:100']),
    address: {
      type: 'string',
      label: 'Address',
      rules: ['required'],
      listed: true,
      searchable: true,
    },
    town_id: referenceField('Service town', 'dlv_service_towns'),
    opening_hours: {
      type: 'string',
      label: 'Opening hours',
      rules: ['required', 'max:100'],
      listed: true,
    },
    active: activeField(),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_pickup_fees'),
  defaultSort: { field: 'name', direction: 'asc' },
});
