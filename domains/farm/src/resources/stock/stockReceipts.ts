import { BRAND, defineResource } from '@backoffice/contract';

/**
 * Stock received from a supplier (feed delivered, a box of trays): its day, the item, the
 * quantity in the item's unit and what one unit cost. Saving it posts a `purchase` movement
 * (a change posts it again; a delete removes it). Received from the item's page ("Receive
 * stock"); the spec names no screens for it, so the definition adds a plain list at
 * `/jf-stock-receipts` (with the generic form) where a receipt typed wrong is corrected or
 * deleted.
 */
export const stockReceiptsResource = defineResource({
  name: 'jf_stock_receipts',
  segment: 'jf-stock-receipts',
  singular: 'stock receipt',
  plural: 'stock receipts',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'received_on',
  fields: {
    received_on: {
      type: 'date',
      label: 'Received on',
      rules: ['required', 'before_or_equal:today'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    inventory_id: {
      type: 'reference',
      label: 'Stock item',
      resource: 'jf_inventories',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    quantity: {
      type: 'number',
      label: 'Quantity',
      rules: ['required', 'integer', 'min:1'],
      listed: true,
    },
    unit_cost: { type: 'money', label: 'Unit cost', rules: ['required', 'min:0'], listed: true },
    vendor_id: { type: 'reference', label: 'Vendor', resource: 'vendors', listed: true },
    reference: {
      type: 'string',
      label: 'Reference',
      rules: ['max:64'],
      listed: true,
      searchable: true,
    },
  },
  permissions: {
    list: 'access_inventories',
    view: 'access_inventories',
    create: 'manage_inventories',
    update: 'manage_inventories',
    delete: 'manage_inventories',
  },
  defaultSort: { field: 'received_on', direction: 'desc' },
  screens: { path: '/jf-stock-receipts' },
});
