/** The words of a bulk action: counts of records, and what happened to them. */
import { BULK_DELETE, type ResourceDefinition } from '@backoffice/contract';
import { optionLabel } from '../resources/lib/displayValue';

const NUMBER = new Intl.NumberFormat('en-US');

/** A count in the product's number format: `1,234`. */
export function formatCount(count: number): string {
  return NUMBER.format(count);
}

/** `1 sale`, `1,234 sales`. */
export function countOf(resource: ResourceDefinition, count: number): string {
  return `${formatCount(count)} ${count === 1 ? resource.singular : resource.plural}`;
}

/** The operation's button words: `Delete`, or the action's label (`Void`). */
export function operationLabel(resource: ResourceDefinition, operation: string): string {
  return operation === BULK_DELETE ? 'Delete' : (resource.actions[operation]?.label ?? operation);
}

/**
 * What the operation did to a record, for the result: `deleted`, the state an action moves to
 * (`voided`), or null for an action whose domain decides the state.
 */
export function pastTense(resource: ResourceDefinition, operation: string): string | null {
  if (operation === BULK_DELETE) return 'deleted';
  const to = resource.actions[operation]?.to;
  return to ? optionLabel(to).toLowerCase() : null;
}
