import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

/** The charity's kinds of project (relief, education, water), which its projects are filed under. */
export const projectTypesResource = defineResource({
  name: 'project_types',
  segment: 'project-types',
  singular: 'project type',
  plural: 'project types',
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
  },
  // A project's form picks its type.
  readers: ['access_projects'],
  permissions: everyAction('manage_project_types'),
  defaultSort: { field: 'name', direction: 'asc' },
});
