import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

/** The charity's kinds of package item (food, hygiene, school supplies), each counted in its unit. */
export const packageItemTypesResource = defineResource({
  name: 'package_item_types',
  segment: 'package-item-types',
  singular: 'package item type',
  plural: 'package item types',
  scope: 'brand',
  brands: [BRAND.charity],
  titleField: 'name',
  fields: {
    name: nameField(['max:100']),
    unit: {
      type: 'string',
      label: 'Unit',
      rules: ['max:30'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    description: { type: 'text', label: 'Description', rules: ['max:500'], searchable: true },
  },
  // Those who manage package items give each its type without managing the list.
  readers: ['manage_package_items'],
  permissions: everyAction('manage_package_item_types'),
  defaultSort: { field: 'name', direction: 'asc' },
});
