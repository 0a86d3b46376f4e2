import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, moneyField, ORDER_READERS, settingsRoutes } from './parts';

/** An extra a customer adds to an order line (gift wrap, extra ice), at its own price. */
export const jfdAddonsResource = defineResource({
  name: 'jfd_addons',
  segment: 'addons',
  singular: 'add-on',
  plural: 'add-ons',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('addons', 'addon'),
  fields: {
    name: nameField(['max:100']),
    price: moneyField('Price'),
    active: activeField(),
  },
  readers: ORDER_READERS,
  permissions: everyAction('manage_addons'),
  defaultSort: { field: 'name', direction: 'asc' },
});
