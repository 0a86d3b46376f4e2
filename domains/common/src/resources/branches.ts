import { defineResource, everyAction, nameField } from '@backoffice/contract';

/** A brand's physical locations: shops, farms, depots, offices. */
export const branchesResource = defineResource({
  name: 'branches',
  segment: 'branches',
  singular: 'branch',
  plural: 'branches',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    code: {
      type: 'string',
      label: 'Code',
      rules: ['max:20', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true },
    email: { type: 'email', label: 'Email', searchable: true },
    address: { type: 'text', label: 'Address', searchable: true },
    city: { type: 'string', label: 'City', listed: true, sortable: true, filterable: true },
    state_id: { type: 'reference', label: 'State', resource: 'states', filterable: true },
    active: {
      type: 'boolean',
      label: 'Active',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: everyAction('manage_branches'),
  defaultSort: { field: 'name', direction: 'asc' },
});
