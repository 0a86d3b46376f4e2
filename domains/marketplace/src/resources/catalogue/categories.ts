import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';
import { activeField, PRODUCT_READERS, referenceField, settingsRoutes, slugField } from './parts';

/** A department of the marketplace (Groceries, Fashion): each product sits in one. */
export const evdCategoriesResource = defineResource({
  name: 'evd_categories',
  segment: 'evd-categories',
  singular: 'category',
  plural: 'categories',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: settingsRoutes('evd-categories', 'evd-category'),
  fields: {
    name: nameField(['max:100']),
    slug: slugField(),
    description: { type: 'text', label: 'Description', rules: ['max:1000'] },
    active: activeField(),
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_categories'),
  defaultSort: { field: 'name', direction: 'asc' },
});

/** A shelf within a category (Fresh produce in Groceries). */
export const evdSubcategoriesResource = defineResource({
  name: 'evd_subcategories',
  segment: 'evd-subcategories',
  singular: 'subcategory',
  plural: 'subcategories',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: settingsRoutes('evd-subcategories', 'evd-subcategory'),
  fields: {
    category_id: referenceField('Category', 'evd_categories'),
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:100'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    slug: slugField(),
    active: activeField(),
  },
  readers: PRODUCT_READERS,
  permissions: everyAction('access_evdati_categories'),
  defaultSort: { field: 'name', direction: 'asc' },
});
