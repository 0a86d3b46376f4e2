import { BRAND, defineResource, nameField } from '@backoffice/contract';
import { activeField } from './parts';

/**
 * How an order travels to the customer: its carrier, its fee (free from `free_over`, when set)
 * and its promise, from `days_min` to `days_max` working days. Anyone signed in may pick one
 * (orders are open to every user of the brand); its own screens change them.
 */
export const evdShippingMethodsResource = defineResource({
  name: 'evd_shipping_methods',
  segment: 'evd-shipping-methods',
  singular: 'shipping method',
  plural: 'shipping methods',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: {
    list: 'evd-shipping-methods',
    create: 'new-evd-shipping-method',
    edit: 'edit-evd-shipping-method',
  },
  fields: {
    name: nameField(['max:100']),
    carrier: {
      type: 'string',
      label: 'Carrier',
      rules: ['required', 'max:100'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    fee: {
      type: 'money',
      label: 'Fee',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    free_over: {
      type: 'money',
      label: 'Free for orders from',
      rules: ['min:1'],
      listed: true,
    },
    days_min: {
      type: 'number',
      label: 'Fewest days',
      rules: ['required', 'integer', 'min:0', 'max:60'],
      listed: true,
      sortable: true,
    },
    days_max: {
      type: 'number',
      label: 'Most days',
      rules: ['required', 'integer', 'min:0', 'max:60'],
      listed: true,
      sortable: true,
    },
    active: activeField(),
  },
  readers: ['*'],
  permissions: {
    list: 'access_evdati_shipping_methods',
    view: 'access_evdati_shipping_methods',
    create: 'manage_evdati_shipping_methods',
    update: 'manage_evdati_shipping_methods',
    delete: 'manage_evdati_shipping_methods',
  },
  defaultSort: { field: 'fee', direction: 'asc' },
});
