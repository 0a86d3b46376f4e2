import { BRAND, defineResource, nameField } from '@backoffice/contract';

/** What a stock item is: eggs of one grade, feed, packaging, medicine, or anything else. */
export const STOCK_KINDS = ['eggs', 'feed', 'packaging', 'medicine', 'other'] as const;
/** The grades eggs are collected and stocked in. */
export const EGG_GRADES = ['small', 'medium', 'large', 'jumbo'] as const;
export type EggGrade = (typeof EGG_GRADES)[number];
/** Eggs in a tray. */
export const EGGS_PER_TRAY = 30;

/**
 * Where a stock movement comes from. On hand is never typed: it is the sum of an item's
 * movements, each kept with its source (`jf_stock_movements`).
 */
export const MOVEMENT_SOURCES = [
  'egg_collection',
  'feeding',
  'sale',
  'sale_void',
  'refund',
  'purchase',
  'count',
] as const;
export type MovementSource = (typeof MOVEMENT_SOURCES)[number];

/**
 * A stock item of the farm: eggs of a grade, a feed, packaging, medicine. Its unit, the level
 * under which it is reordered and its unit cost are typed; what is on hand is the sum of its
 * movements (collections, feed use, sales, refunds with restock, purchases received, count
 * adjustments), never typed.
 */
export const inventoriesResource = defineResource({
  name: 'jf_inventories',
  segment: 'jf-inventories',
  singular: 'stock item',
  plural: 'stock items',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'name',
  routes: {
    list: 'jf-inventories',
    create: 'new-jf-inventory',
    edit: 'edit-jf-inventory',
    detail: 'view-jf-inventory',
  },
  fields: {
    name: nameField(),
    kind: {
      type: 'enum',
      label: 'Kind',
      options: STOCK_KINDS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    /** Eggs only: the grade collections of that grade go into (one item per grade). */
    egg_grade: {
      type: 'enum',
      label: 'Egg grade',
      options: EGG_GRADES,
      rules: ['unique'],
      filterable: true,
    },
    unit: { type: 'string', label: 'Unit', rules: ['required', 'max:32'], listed: true },
    reorder_level: {
      type: 'number',
      label: 'Reorder level',
      rules: ['required', 'integer', 'min:0'],
      listed: true,
      sortable: true,
    },
    unit_cost: { type: 'money', label: 'Unit cost', rules: ['required', 'min:0'], listed: true },
    active: { type: 'boolean', label: 'Active', default: true, filterable: true },
  },
  computed: {
    /** The sum of the item's movements. */
    on_hand: { type: 'number', label: 'On hand', listed: true, sortable: true, filterable: true },
    /** 1 when on hand is under the reorder level, else 0 (`?filter[below_reorder]=1`). */
    below_reorder: { type: 'number', label: 'Below reorder level', listed: true, filterable: true },
  },
  // Those who link a feed type or a sale item to its stock item pick it without managing stock.
  readers: ['manage_feed_types', 'manage_sale_items'],
  permissions: {
    list: 'access_inventories',
    view: 'access_inventories',
    create: 'manage_inventories',
    update: 'manage_inventories',
    delete: 'manage_inventories',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
