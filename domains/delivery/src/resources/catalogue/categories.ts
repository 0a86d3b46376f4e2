import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, ORDER_READERS, settingsRoutes } from './parts';

/** A shelf of the catalogue (Produce, Dairy, Bakery): each product belongs to one. */
export const jfdCategoriesResource = defineResource({
  name: 'jfd_categories',
  segment: 'jfd-categories',
  singular: 'category',
  plural: 'categories',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'name',
  routes: settingsRoutes('jfd-categories', 'jfd-category'),
  fields: {
    name: nameField(['max:100']),
    active: activeField(),
  },
  readers: ['access_products', 'manage_products', ...ORDER_READERS],
  permissions: everyAction('access_categories'),
  defaultSort: { field: 'name', direction: 'asc' },
});
