import { routeByName } from '@backoffice/access';
import type { FieldDefinition, ResourceRouteNames } from '@backoffice/contract';

/** The permissions of the screens that pick catalogue records without managing them: products. */
export const PRODUCT_READERS = [
  'access_evdati_products',
  'manage_evdati_products',
  'access_evdati_stores',
] as const;

/** Whether the record is offered (listed and filtered by; on unless said). */
export const activeField = () =>
  ({
    type: 'boolean',
    label: 'Active',
    default: true,
    listed: true,
    filterable: true,
  }) as const satisfies FieldDefinition;

/** A required reference, listed and filtered by. */
export const referenceField = (label: string, resource: string) =>
  ({
    type: 'reference',
    label,
    resource,
    rules: ['required'],
    listed: true,
    filterable: true,
  }) as const satisfies FieldDefinition;

/** A web address's last part: lower-case letters, digits and single hyphens (`home-kitchen`). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug: required, unique in the brand, listed, searched and filtered by (`filter[slug]=`). */
export const slugField = () =>
  ({
    type: 'string',
    label: 'Slug',
    rules: ['required', 'unique', 'max:100'],
    listed: true,
    searchable: true,
    sortable: true,
    filterable: true,
  }) as const satisfies FieldDefinition;

/**
 * The screens of a settings list the spec names by its list only (`/settings/categories`): its
 * create and edit screens are `new-<one>` and `edit-<one>` once the route table holds them
 * (requested of the route table's owner); until then the list route alone, which the app shows
 * no generic screens for, so `routes` is left out.
 */
export function settingsRoutes(list: string, one: string): ResourceRouteNames | undefined {
  const create = `new-${one}`;
  const edit = `edit-${one}`;
  if (!routeByName(list) || !routeByName(create) || !routeByName(edit)) return undefined;
  return { list, create, edit };
}
