import { BRAND, defineResource, everyAction, importable, nameField } from '@backoffice/contract';
import { activeField, moneyField, ORDER_READERS, referenceField } from './parts';

/**
 * What customers order (a 1 L bottle of whole milk): its SKU, shelf, price now and units on
 * hand. An order copies the price onto its lines when it is placed, so a later change never
 * rewrites an order. Imported in bulk from a CSV file at `/jfd-products/upload`.
 */
export const jfdProductsResource = importable(
  defineResource({
    name: 'jfd_products',
    segment: 'jfd-products',
    singular: 'product',
    plural: 'products',
    scope: 'brand',
    brands: [BRAND.delivery],
    titleField: 'name',
    routes: { list: 'jfd-products', create: 'new-jfd-product', edit: 'edit-jfd-product' },
    fields: {
      name: nameField(['max:150']),
      sku: {
        type: 'string',
        label: 'SKU',
        rules: ['required', 'unique', 'max:32'],
        listed: true,
        searchable: true,
        sortable: true,
      },
      category_id: referenceField('Category', 'jfd_categories'),
      price: { ...moneyField('Price'), filterable: true },
      stock: {
        type: 'number',
        label: 'Stock',
        rules: ['required', 'integer', 'min:0'],
        default: 0,
        listed: true,
        sortable: true,
        filterable: true,
      },
      image: { type: 'file', label: 'Image', mimes: ['jpg', 'png', 'webp'], maxKilobytes: 1024 },
      active: activeField(),
      description: { type: 'text', label: 'Description', rules: ['max:2000'] },
    },
    readers: ['access_products', ...ORDER_READERS],
    permissions: {
      ...everyAction('manage_products'),
      list: 'access_products',
      view: 'access_products',
    },
    defaultSort: { field: 'name', direction: 'asc' },
  }),
  {
    sample: [
      {
        name: 'Whole milk (1 L)',
        sku: 'DRY-1001',
        category_id: 'Dairy',
        price: '1.49',
        stock: '120',
        active: 'Yes',
        description: 'Fresh whole milk from a local dairy.',
      },
      {
        name: 'Sourdough loaf',
        sku: 'BKY-2001',
        category_id: 'Bakery',
        price: '3.29',
        stock: '24',
        active: 'Yes',
        description: '',
      },
    ],
  },
);
