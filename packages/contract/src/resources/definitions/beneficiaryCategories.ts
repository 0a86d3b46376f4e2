import { BRAND } from '../../constants';
import { defineResource } from '../defineResource';

/** The groups the charity files its beneficiaries under (families, elderly, students). */
export const beneficiaryCategoriesResource = defineResource({
  name: 'beneficiary_categories',
  segment: 'beneficiary-categories',
  singular: 'beneficiary category',
  plural: 'beneficiary categories',
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
    description: {
      type: 'text',
      label: 'Description',
      rules: ['max:500'],
      listed: true,
      searchable: true,
    },
    active: {
      type: 'boolean',
      label: 'Active',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: {
    list: 'manage_beneficiary_categories',
    view: 'manage_beneficiary_categories',
    create: 'manage_beneficiary_categories',
    update: 'manage_beneficiary_categories',
    delete: 'manage_beneficiary_categories',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
