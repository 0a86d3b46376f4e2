import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, moneyField, ORDER_READERS, settingsRoutes } from './parts';

/** How fast an order travels (standard, express, scheduled): its promise and its surcharge. */
export const jfdShippingSpeedsResource = defineResource({
  name: 'jfd_shipping_speeds',
  segment: 'jfd-shipping-speeds',
  singular: 'shipping speed',
  plural: 'shipping speeds',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('jfd-shipping-speeds', 'jfd-shipping-speed'),
  fields: {
    name: nameField(['max:100']),
    eta_minutes: {
      type: 'number',
      label: 'Delivered within (minutes)',
      rules: ['required', 'integer', 'min:1'],
      listed: true,
      sortable: true,
    },
    surcharge: moneyField('Surcharge'),
    active: activeField(),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_shipping_speeds'),
  defaultSort: { field: 'eta_minutes', direction: 'desc' },
});
