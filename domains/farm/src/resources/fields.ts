import type { FieldDefinition } from '@backoffice/contract';

/**
 * The day a daily record is of (an egg collection, a layer feeding, a deposit): required,
 * listed, sorted and filtered by.
 */
export const dayField = () =>
  ({
    type: 'date',
    label: 'Day',
    rules: ['required', 'before_or_equal:today'],
    listed: true,
    sortable: true,
    filterable: true,
  }) as const satisfies FieldDefinition;

/** The flock a flock's daily log is of. */
export const flockField = () =>
  ({
    type: 'reference',
    label: 'Flock',
    resource: 'livestock',
    rules: ['required'],
    listed: true,
    filterable: true,
  }) as const satisfies FieldDefinition;
