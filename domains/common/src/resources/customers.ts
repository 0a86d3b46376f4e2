import { BRAND, defineResource } from '@backoffice/contract';

/**
 * The poultry brand's and the marketplace's customers. Viewing (and, as the spec's route table
 * says, the new-customer screen) needs access_customers; editing and deleting manage_customers.
 */
export const customersResource = defineResource({
  name: 'customers',
  segment: 'customers',
  singular: 'customer',
  plural: 'customers',
  scope: 'brand',
  brands: [BRAND.poultry, BRAND.marketplace],
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    company: {
      type: 'string',
      label: 'Company',
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: { type: 'email', label: 'Email', listed: true, searchable: true, sortable: true },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true },
    address: { type: 'text', label: 'Address', searchable: true },
    city: { type: 'string', label: 'City', listed: true, sortable: true, filterable: true },
    state_id: { type: 'reference', label: 'State', resource: 'states', filterable: true },
  },
  permissions: {
    list: 'access_customers',
    view: 'access_customers',
    create: 'access_customers',
    update: 'manage_customers',
    delete: 'manage_customers',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
