import { BRAND } from '../../constants';
import { defineResource } from '../defineResource';

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
  },
  permissions: {
    list: 'manage_project_types',
    view: 'manage_project_types',
    create: 'manage_project_types',
    update: 'manage_project_types',
    delete: 'manage_project_types',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
