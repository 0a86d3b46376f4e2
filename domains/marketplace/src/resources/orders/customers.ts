import { BRAND, defineResource } from '@backoffice/contract';

/**
 * The marketplace's shoppers (`/evd-customers`, `manage_evdati_customers`): they sign up on the
 * storefront; the back-office looks them up, corrects their details and sees their orders and
 * what they spent (computed from their orders' parts that were not cancelled).
 */
export const customersResource = defineResource({
  name: 'evd_customers',
  segment: 'evd-customers',
  singular: 'customer',
  plural: 'customers',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: { list: 'evd-customers', detail: 'view-evd-customer' },
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:255'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: 'Email',
      rules: ['required', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true },
    city: { type: 'string', label: 'City', listed: true, filterable: true, sortable: true },
    address: { type: 'text', label: 'Address', rules: ['max:1000'] },
    joined_on: { type: 'date', label: 'Joined on', listed: true, sortable: true, filterable: true },
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
  },
  computed: {
    orders_count: { type: 'number', label: 'Orders', listed: true, sortable: true },
    total_spent: { type: 'money', label: 'Total spent', listed: true, sortable: true },
  },
  permissions: {
    list: 'manage_evdati_customers',
    view: 'manage_evdati_customers',
    create: 'manage_evdati_customers',
    update: 'manage_evdati_customers',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
