import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, settingsRoutes } from './parts';

/**
 * A sales tax the marketplace charges: its rate in basis points (`825` = 8.25%), for one state
 * or, when the state is left out, everywhere.
 */
export const evdTaxesResource = defineResource({
  name: 'evd_taxes',
  segment: 'evd-taxes',
  singular: 'tax',
  plural: 'taxes',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: settingsRoutes('evd-taxes', 'evd-tax'),
  fields: {
    name: nameField(['max:100']),
    rate: {
      type: 'number',
      label: 'Rate (basis points)',
      rules: ['required', 'integer', 'between:0,10000'],
      listed: true,
      sortable: true,
    },
    state_id: {
      type: 'reference',
      label: 'State',
      resource: 'states',
      listed: true,
      filterable: true,
    },
    active: activeField(),
  },
  readers: ['*'],
  permissions: everyAction('access_evdati_taxes'),
  defaultSort: { field: 'name', direction: 'asc' },
});
