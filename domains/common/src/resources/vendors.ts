import { defineResource, everyAction, nameField } from '@backoffice/contract';

/** Suppliers a brand buys from; its expenses name them. */
export const vendorsResource = defineResource({
  name: 'vendors',
  segment: 'vendors',
  singular: 'vendor',
  plural: 'vendors',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    contact_name: {
      type: 'string',
      label: 'Contact name',
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: { type: 'email', label: 'Email', listed: true, searchable: true, sortable: true },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true },
    address: { type: 'text', label: 'Address', searchable: true },
    notes: { type: 'text', label: 'Notes' },
    active: {
      type: 'boolean',
      label: 'Active',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: everyAction('manage_vendors'),
  // Whoever records a brand's expenses picks their vendor (lists and views, never changes).
  readers: ['access_expenses', 'access_jfd_expenses', 'access_evd_expenses'],
  defaultSort: { field: 'name', direction: 'asc' },
});
