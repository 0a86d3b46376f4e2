import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

/** Where a flock is in its life: laying, growing (pullets), retired, or sold. */
export const FLOCK_STATUSES = ['laying', 'growing', 'retired', 'sold'] as const;

/**
 * A flock of the farm (the spec's "livestock"): its breed, the house it lives in, how many birds
 * it has now and its state. Egg collection and feeding logs are kept per flock and day; a log
 * copies the flock's bird count when it is saved, so a later change never rewrites a rate.
 *
 *   growing -> laying -> retired | sold
 */
export const flocksResource = defineResource({
  name: 'livestock',
  segment: 'livestock',
  singular: 'flock',
  plural: 'flocks',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'name',
  routes: {
    list: 'livestock',
    create: 'new-livestock',
    edit: 'edit-livestock',
    detail: 'view-livestock',
  },
  fields: {
    name: nameField(),
    breed: {
      type: 'string',
      label: 'Breed',
      rules: ['required'],
      listed: true,
      searchable: true,
    },
    house: { type: 'string', label: 'House', rules: ['required'], listed: true, searchable: true },
    bird_count: {
      type: 'number',
      label: 'Birds',
      rules: ['required', 'integer', 'min:0'],
      listed: true,
      sortable: true,
    },
    acquired_on: {
      type: 'date',
      label: 'Acquired on',
      rules: ['required'],
      listed: true,
      sortable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: FLOCK_STATUSES,
      rules: ['required'],
      default: 'growing',
      listed: true,
      filterable: true,
    },
  },
  // Those who log eggs and feed pick the flock (and feed type) without managing them.
  readers: ['access_egg_collection_logs', 'access_feeding_logs'],
  permissions: everyAction('manage_livestock'),
  defaultSort: { field: 'name', direction: 'asc' },
});
