import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

/**
 * A feed the flocks eat (Layer mash, Grower crumbles): sold in bags of `bag_weight` kg at
 * `cost_per_bag`, drawn from a feed stock item. Each change of the cost is kept in
 * `feed_type_costs` (effective the day it is saved), so a feeding log costs the feed at the price
 * of the log's day, whenever it is entered.
 */
export const feedTypesResource = defineResource({
  name: 'feed_types',
  segment: 'feed-types',
  singular: 'feed type',
  plural: 'feed types',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'name',
  routes: { list: 'feed-types', create: 'new-feed-type', edit: 'edit-feed-type' },
  fields: {
    name: nameField(),
    unit: { type: 'string', label: 'Unit', rules: ['required', 'max:32'], listed: true },
    bag_weight: {
      type: 'number',
      label: 'Bag weight (kg)',
      rules: ['required', 'integer', 'min:1'],
      listed: true,
    },
    cost_per_bag: {
      type: 'money',
      label: 'Cost per bag',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    /** The feed stock item a feeding log draws from (a `feed` item of the brand). */
    inventory_id: {
      type: 'reference',
      label: 'Stock item',
      resource: 'jf_inventories',
      rules: ['required'],
      listed: true,
    },
  },
  // Those who log eggs and feed pick the flock (and feed type) without managing them.
  readers: ['access_feeding_logs'],
  permissions: everyAction('manage_feed_types'),
  defaultSort: { field: 'name', direction: 'asc' },
});
