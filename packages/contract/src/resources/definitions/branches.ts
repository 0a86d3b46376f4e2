import { defineResource } from '../defineResource';

/** A brand's physical locations: shops, farms, depots, offices. */
export const branchesResource = defineResource({
  name: 'branches',
  segment: 'branches',
  singular: 'branch',
  plural: 'branches',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
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
  permissions: {
    list: 'manage_branches',
    view: 'manage_branches',
    create: 'manage_branches',
    update: 'manage_branches',
    delete: 'manage_branches',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
