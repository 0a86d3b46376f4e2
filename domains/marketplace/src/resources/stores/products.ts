import { BRAND, defineResource } from '@backoffice/contract';

/**
 * A product's states:
 *
 *   draft --submit--> pending_approval --approve (queue)--> approved
 *   rejected --submit--> pending_approval --reject (queue, reason)--> rejected
 *   approved --a change of its content--> pending_approval (a `change` in the queue)
 *
 * Only `approved` is live. A live product whose content changes leaves the marketplace until
 * the change is approved (the shop never shows content staff have not approved).
 */
export const PRODUCT_STATUSES = ['draft', 'pending_approval', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The fields whose change sends an approved product back to the queue. */
export const PRODUCT_CONTENT_FIELDS = [
  'category_id',
  'subcategory_id',
  'name',
  'description',
  'price',
] as const;

/**
 * A store's product (`/evd-stores/{storeSlug}/products`, access_evdati_products; changes
 * manage_evdati_products), reached only under its store's slug: `GET
 * /api/evd-stores/{storeSlug}/products/{id}`; another store's product answers 404 there. Its
 * attributes (Material: Cotton) are its lines; what is sold are its variants.
 */
export const evdProductsResource = defineResource({
  name: 'evd_products',
  segment: 'evd-stores/:storeSlug/products',
  parent: { resource: 'evd_stores', field: 'store_id', key: 'slug' },
  singular: 'product',
  plural: 'products',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: {
    list: 'store-products',
    create: 'new-store-product',
    edit: 'edit-store-product',
  },
  fields: {
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
      listed: true,
    },
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:160'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    category_id: {
      type: 'reference',
      label: 'Category',
      resource: 'evd_categories',
      listed: true,
      filterable: true,
    },
    subcategory_id: {
      type: 'reference',
      label: 'Subcategory',
      resource: 'evd_subcategories',
      filterable: true,
    },
    description: { type: 'text', label: 'Description', rules: ['max:5000'] },
    /** The base price; each variant has its own. */
    price: {
      type: 'money',
      label: 'Price',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: PRODUCT_STATUSES,
      rules: ['required'],
      default: 'draft',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    /** Why the last approval was refused; shown to the seller on the product's page. */
    status_reason: { type: 'text', label: 'Rejection reason', readOnly: true },
  },
  computed: {
    variant_count: { type: 'number', label: 'Variants', listed: true, sortable: true },
    stock: { type: 'number', label: 'Stock', listed: true, sortable: true, filterable: true },
  },
  lines: {
    label: 'Attributes',
    table: 'evd_product_attributes',
    parentKey: 'product_id',
    fields: {
      attribute_id: {
        type: 'reference',
        label: 'Attribute',
        resource: 'evd_attributes',
        rules: ['required'],
      },
      attribute_value_id: {
        type: 'reference',
        label: 'Value',
        resource: 'evd_attribute_values',
        rules: ['required'],
      },
    },
  },
  permissions: {
    list: 'access_evdati_products',
    view: 'access_evdati_products',
    create: 'manage_evdati_products',
    update: 'manage_evdati_products',
    delete: 'manage_evdati_products',
  },
  defaultSort: { field: 'name', direction: 'asc' },
  stateField: 'status',
  actions: {
    submit: {
      label: 'Submit for approval',
      from: ['draft', 'rejected'],
      to: 'pending_approval',
      permission: 'manage_evdati_products',
      confirm: 'Send this product to the approvals queue? It goes live once approved.',
      wrongState: 'Only draft or rejected products can be submitted.',
      stateMessages: {
        pending_approval: 'This product is already waiting for approval.',
        approved: 'This product is already approved; its changes are queued when saved.',
      },
    },
  },
});

/**
 * A sellable version of a product (Red / M) with its own SKU (unique in the brand), price and
 * stock (never below zero), under its store's slug: `/api/evd-stores/{storeSlug}/variants`. Its
 * attribute values are its lines; its `name` is made from them (`Red / M`, `Standard` when none).
 */
export const evdProductVariantsResource = defineResource({
  name: 'evd_product_variants',
  segment: 'evd-stores/:storeSlug/variants',
  parent: { resource: 'evd_stores', field: 'store_id', key: 'slug' },
  singular: 'variant',
  plural: 'variants',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'sku',
  fields: {
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
    },
    product_id: {
      type: 'reference',
      label: 'Product',
      resource: 'evd_products',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    sku: {
      type: 'string',
      label: 'SKU',
      rules: ['required', 'unique', 'max:64'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    /** `Red / M`, from its attribute values, set by the server. */
    name: { type: 'string', label: 'Variant', readOnly: true, listed: true, searchable: true },
    price: {
      type: 'money',
      label: 'Price',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    stock: {
      type: 'number',
      label: 'Stock',
      rules: ['required', 'integer', 'min:0'],
      default: 0,
      listed: true,
      sortable: true,
      filterable: true,
    },
  },
  lines: {
    label: 'Attribute values',
    table: 'evd_variant_values',
    parentKey: 'variant_id',
    fields: {
      attribute_value_id: {
        type: 'reference',
        label: 'Value',
        resource: 'evd_attribute_values',
        rules: ['required'],
      },
    },
  },
  permissions: {
    list: 'access_evdati_products',
    view: 'access_evdati_products',
    create: 'manage_evdati_products',
    update: 'manage_evdati_products',
    delete: 'manage_evdati_products',
  },
  defaultSort: { field: 'sku', direction: 'asc' },
});
