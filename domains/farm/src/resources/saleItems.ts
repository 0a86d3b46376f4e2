import { BRAND, defineResource, everyAction, nameField } from '@backoffice/contract';

/**
 * What the farm sells (a tray of large eggs, a spent hen): its price and unit cost now, and
 * optionally the stock item it takes from and how many units of that item one sells (a tray of
 * large eggs: 30 large eggs). A sale copies all of them onto its lines when it is rung up, so a
 * later change never rewrites a sale or the stock it moved.
 */
export const saleItemsResource = defineResource({
  name: 'jf_sale_items',
  segment: 'jf-sale-items',
  singular: 'sale item',
  plural: 'sale items',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'name',
  routes: { list: 'jf-sale-items', create: 'new-jf-sale-item', edit: 'edit-jf-sale-item' },
  fields: {
    name: nameField(),
    unit_price: {
      type: 'money',
      label: 'Unit price',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    unit_cost: {
      type: 'money',
      label: 'Unit cost',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    inventory_id: {
      type: 'reference',
      label: 'Stock item',
      resource: 'jf_inventories',
      listed: true,
      filterable: true,
    },
    /** Units of the stock item one unit sold takes (1 unless said). */
    stock_units: {
      type: 'number',
      label: 'Stock units per item sold',
      rules: ['integer', 'min:1'],
      default: 1,
    },
    active: { type: 'boolean', label: 'Active', default: true, listed: true, filterable: true },
  },
  permissions: everyAction('manage_sale_items'),
  defaultSort: { field: 'name', direction: 'asc' },
});
