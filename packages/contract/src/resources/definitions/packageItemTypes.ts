import { BRAND } from '../../constants';
import { defineResource } from '../defineResource';

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
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'unique', 'max:100'],
      listed: true,
      searchable: true,
      sortable: true,
    },
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
  permissions: {
    list: 'manage_package_item_types',
    view: 'manage_package_item_types',
    create: 'manage_package_item_types',
    update: 'manage_package_item_types',
    delete: 'manage_package_item_types',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
