import type { ResourceDefinition } from '@backoffice/contract';
import { projectsResource } from '../../resources/projects';

/** The fields a person types on a project; its status and cancellation come from its actions. */
const DETAIL_FIELDS = [
  'name',
  'type_id',
  'starts_on',
  'ends_on',
  'location',
  'state_id',
  'budget',
  'description',
] as const;

/** The projects' definition as the details form draws it: the typed fields only. */
export const projectDetails: ResourceDefinition = {
  ...projectsResource,
  sections: [{ id: 'details', label: 'Details', fields: DETAIL_FIELDS }],
};
