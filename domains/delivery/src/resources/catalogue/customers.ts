import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { ORDER_READERS } from './parts';

/**
 * Someone who orders from the brand: how to reach them, where to deliver and in which zone.
 * Their page (`/jfd-customers/{id}`) lists their orders.
 */
export const jfdCustomersResource = defineResource({
  name: 'jfd_customers',
  segment: 'jfd-customers',
  singular: 'customer',
  plural: 'customers',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: { list: 'jfd-customers', detail: 'view-jfd-customer' },
  fields: {
    name: { ...nameField(['max:150']), rules: ['required', 'max:150'] },
    phone: { type: 'phone', label: 'Phone', rules: ['required'], listed: true, searchable: true },
    email: { type: 'email', label: 'Email', rules: ['unique'], listed: true, searchable: true },
    address: { type: 'string', label: 'Address', rules: ['required'], searchable: true },
    zone_id: {
      type: 'reference',
      label: 'Zone',
      resource: 'jfd_zones',
      listed: true,
      filterable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
  },
  readers: ORDER_READERS,
  permissions: everyAction('access_jfd_customers'),
  defaultSort: { field: 'name', direction: 'asc' },
});
