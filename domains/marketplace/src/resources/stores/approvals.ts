import { BRAND, defineResource, NOBODY } from '@backoffice/contract';

export const APPROVAL_KINDS = ['new', 'change'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A product waiting for staff (`/evd-products-approvals`, `/{id}`, manage_evdati_products): a
 * new one submitted by its seller (`new`), or a live one whose content changed (`change`). The
 * server queues it; staff approve it (the product goes live) or reject it with a reason the
 * seller sees on the product's page. A product has at most one pending approval.
 */
export const evdProductApprovalsResource = defineResource({
  name: 'evd_product_approvals',
  segment: 'evd-product-approvals',
  singular: 'product approval',
  plural: 'product approvals',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'product_name',
  routes: { list: 'product-approvals', detail: 'view-product-approval' },
  fields: {
    product_id: {
      type: 'reference',
      label: 'Product',
      resource: 'evd_products',
      readOnly: true,
      filterable: true,
    },
    /** The product's name when it was queued. */
    product_name: {
      type: 'string',
      label: 'Product',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
      listed: true,
      filterable: true,
      searchable: true,
    },
    /** The store's slug, the address of the product's page. */
    store_slug: { type: 'string', label: 'Store slug', readOnly: true },
    kind: {
      type: 'enum',
      label: 'Kind',
      options: APPROVAL_KINDS,
      readOnly: true,
      listed: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: APPROVAL_STATUSES,
      default: 'pending',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    reason: { type: 'text', label: 'Reason', readOnly: true },
    /** Who decided, by name. */
    decided_by: { type: 'string', label: 'Decided by', readOnly: true, listed: true },
    decided_at: { type: 'string', label: 'Decided at', readOnly: true, sortable: true },
  },
  permissions: {
    list: 'manage_evdati_products',
    view: 'manage_evdati_products',
    create: NOBODY,
  },
  defaultSort: { field: 'id', direction: 'asc' },
  stateField: 'status',
  actions: {
    approve: {
      label: 'Approve',
      from: ['pending'],
      to: 'approved',
      permission: 'manage_evdati_products',
      confirm: 'Approve this product? It goes live on the marketplace.',
      wrongState: 'Only pending approvals can be decided.',
    },
    reject: {
      label: 'Reject',
      from: ['pending'],
      to: 'rejected',
      permission: 'manage_evdati_products',
      input: {
        reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] },
      },
      confirm: 'Reject this product? The seller sees your reason on the product’s page.',
      wrongState: 'Only pending approvals can be decided.',
    },
  },
});
