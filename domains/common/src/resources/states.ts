import { defineResource, everyAction, nameField } from '@backoffice/contract';

/** US states (and territories), shared by every brand: addresses and service areas name them. */
export const statesResource = defineResource({
  name: 'states',
  segment: 'states',
  singular: 'state',
  plural: 'states',
  scope: 'global',
  titleField: 'name',
  fields: {
    name: nameField(['max:100']),
    code: {
      type: 'string',
      label: 'Code',
      rules: ['required', 'between:2,3', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
  },
  permissions: everyAction('manage_states'),
  // Reference data every address form picks from (customers, beneficiaries, stores): any
  // signed-in user may list and view it; changing it needs manage_states.
  readers: ['*'],
  defaultSort: { field: 'name', direction: 'asc' },
});
