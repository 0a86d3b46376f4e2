import { BRAND, defineResource, everyAction } from '@backoffice/contract';
import { ORDER_READERS, settingsRoutes } from './parts';

/**
 * A driver of the brand: a user holding the Driver role in brand 8 (one driver per user), their
 * name copied from the user, their licence, the vehicle they drive and whether they can take a
 * delivery now (`GET /api/jfd-drivers?filter[available]=1`).
 */
export const jfdDriversResource = defineResource({
  name: 'jfd_drivers',
  segment: 'jfd-drivers',
  singular: 'driver',
  plural: 'drivers',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('drivers', 'driver'),
  fields: {
    /** The user's id: picked from `GET /api/staff?role=Driver`. */
    user_id: {
      type: 'number',
      label: 'User',
      rules: ['required', 'integer', 'unique'],
    },
    name: {
      type: 'string',
      label: 'Name',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    phone: { type: 'phone', label: 'Phone', rules: ['required'], listed: true },
    licence_number: {
      type: 'string',
      label: 'Licence number',
      rules: ['required', 'max:32'],
      listed: true,
      searchable: true,
    },
    licence_expires_on: {
      type: 'date',
      label: 'Licence expires on',
      rules: ['required'],
      listed: true,
      sortable: true,
    },
    vehicle_id: {
      type: 'reference',
      label: 'Vehicle',
      resource: 'jfd_vehicles',
      listed: true,
      filterable: true,
    },
    available: {
      type: 'boolean',
      label: 'Available',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  readers: ORDER_READERS,
  permissions: everyAction('access_vehicles'),
  defaultSort: { field: 'name', direction: 'asc' },
});
