/**
 * Pieces most definitions share, so that each definition reads as what is its own.
 */
import type { FieldDefinition, ResourceAction } from './defineResource';

/** One permission for every action, as the spec's route table guards most entities. */
export function everyAction(permission: string): Record<ResourceAction, string> {
  return {
    list: permission,
    view: permission,
    create: permission,
    update: permission,
    delete: permission,
  };
}

/**
 * The name a record is known by: required, unique (in its brand, ignoring case), a column of
 * the list, searched and sorted. `rules` adds to those two (`max:100`).
 */
export function nameField(rules: readonly string[] = []) {
  return {
    type: 'string',
    label: 'Name',
    rules: ['required', 'unique', ...rules],
    listed: true,
    searchable: true,
    sortable: true,
  } as const satisfies FieldDefinition;
}
