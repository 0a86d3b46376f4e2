import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

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
    name: nameField(['max:100']),
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
  // Those who register beneficiaries file them under a category without managing the list.
  readers: ['access_beneficiaries'],
  permissions: everyAction('manage_beneficiary_categories'),
  defaultSort: { field: 'name', direction: 'asc' },
});
