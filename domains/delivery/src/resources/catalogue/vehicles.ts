import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, ORDER_READERS, settingsRoutes } from './parts';

/** What a vehicle is: a cargo bike, a car or a van. */
export const VEHICLE_KINDS = ['bike', 'car', 'van'] as const;

/** A vehicle of the fleet a driver drives: its plate (unique), kind and load. */
export const jfdVehiclesResource = defineResource({
  name: 'jfd_vehicles',
  segment: 'vehicles',
  singular: 'vehicle',
  plural: 'vehicles',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('vehicles', 'vehicle'),
  fields: {
    name: nameField(['max:100']),
    plate: {
      type: 'string',
      label: 'Plate',
      rules: ['required', 'unique', 'max:16'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    kind: {
      type: 'enum',
      label: 'Kind',
      options: VEHICLE_KINDS,
      rules: ['required'],
      default: 'van',
      listed: true,
      filterable: true,
    },
    capacity_kg: {
      type: 'number',
      label: 'Capacity (kg)',
      rules: ['required', 'integer', 'min:1'],
      listed: true,
      sortable: true,
    },
    active: activeField(),
  },
  readers: ORDER_READERS,
  permissions: everyAction('access_vehicles'),
  defaultSort: { field: 'name', direction: 'asc' },
});
