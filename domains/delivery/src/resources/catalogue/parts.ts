import { routeByName } from '@backoffice/access';
import type { FieldDefinition, ResourceRouteNames } from '@backoffice/contract';

/**
 * The permissions that pick catalogue records in the brand's other screens without managing
 * them: placing and reading orders, fulfilling them (a substitute product), delivering them.
 */
export const ORDER_READERS = ['access_orders', 'fulfill_orders', 'deliver_orders'] as const;

/** Whether the record is offered (listed and filtered by; on unless said). */
export const activeField = () =>
  ({
    type: 'boolean',
    label: 'Active',
    default: true,
    listed: true,
    filterable: true,
  }) as const satisfies FieldDefinition;

/** A required amount of money of zero or more, listed and sorted. */
export const moneyField = (label: string) =>
  ({
    type: 'money',
    label,
    rules: ['required', 'min:0'],
    listed: true,
    sortable: true,
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

/**
 * The screens of a settings list the spec names by its list only (`/coupons`): its create and
 * edit screens are `new-<one>` and `edit-<one>` once the route table holds them; until then the
 * list route alone, which the app shows no generic screens for (a definition needs an edit or a
 * detail screen to open its records), so `routes` is left out.
 */
export function settingsRoutes(list: string, one: string): ResourceRouteNames | undefined {
  const create = `new-${one}`;
  const edit = `edit-${one}`;
  if (!routeByName(list) || !routeByName(create) || !routeByName(edit)) return undefined;
  return { list, create, edit };
}
