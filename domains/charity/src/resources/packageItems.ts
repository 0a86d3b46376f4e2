import { BRAND, defineResource, nameField } from '@backoffice/contract';

export const PACKAGE_ITEM_STATUSES = ['active', 'discontinued'] as const;

/**
 * What goes into a relief package (a bag of rice, a hygiene kit): its type, the unit it is
 * counted in and what one unit costs. Stock on hand is the sum of its movements (donations in
 * kind, purchases, distributions), never typed; "Record purchase" (`purchase`) adds stock
 * bought. A discontinued item is no longer bought.
 */
export const packageItemsResource = defineResource({
  name: 'package_items',
  segment: 'package-items',
  singular: 'package item',
  plural: 'package items',
  scope: 'brand',
  brands: [BRAND.charity],
  titleField: 'name',
  fields: {
    name: nameField(['max:100']),
    type_id: {
      type: 'reference',
      label: 'Type',
      resource: 'package_item_types',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    unit: { type: 'string', label: 'Unit', rules: ['required', 'max:30'], listed: true },
    unit_cost: {
      type: 'money',
      label: 'Unit cost',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: PACKAGE_ITEM_STATUSES,
      rules: ['required'],
      default: 'active',
      listed: true,
      filterable: true,
    },
  },
  computed: {
    /** The sum of the item's movements. */
    on_hand: { type: 'number', label: 'On hand', listed: true, sortable: true, filterable: true },
    /** On hand at the item's unit cost. */
    stock_value: { type: 'money', label: 'Stock value', listed: true, sortable: true },
  },
  listTotals: ['stock_value'],
  stateField: 'status',
  actions: {
    purchase: {
      label: 'Record purchase',
      from: ['active'],
      permission: 'manage_package_items',
      input: {
        quantity: {
          type: 'number',
          label: 'Quantity',
          rules: ['required', 'integer', 'min:1', 'max:1000000'],
        },
        unit_cost: { type: 'money', label: 'Unit cost', rules: ['required', 'min:0'] },
        purchased_on: {
          type: 'date',
          label: 'Purchased on',
          rules: ['required', 'before_or_equal:today'],
        },
        supplier: { type: 'string', label: 'Supplier', rules: ['max:150'] },
        reference: { type: 'string', label: 'Reference', rules: ['max:64'] },
      },
      wrongState: 'A discontinued item is not bought: make it active first.',
    },
  },
  // Those who record donations, and a project's package step, pick items without managing them.
  readers: ['manage_donations', 'access_projects'],
  permissions: {
    list: 'manage_package_items',
    view: 'manage_package_items',
    create: 'manage_package_items',
    update: 'manage_package_items',
    delete: 'manage_package_items',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
