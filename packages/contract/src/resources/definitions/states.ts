import { defineResource } from '../defineResource';

/** US states (and territories), shared by every brand: addresses and service areas name them. */
export const statesResource = defineResource({
  name: 'states',
  segment: 'states',
  singular: 'state',
  plural: 'states',
  scope: 'global',
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:100', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    code: {
      type: 'string',
      label: 'Code',
      rules: ['required', 'between:2,3', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
  },
  permissions: {
    list: 'manage_states',
    view: 'manage_states',
    create: 'manage_states',
    update: 'manage_states',
    delete: 'manage_states',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
