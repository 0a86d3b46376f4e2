import { BRAND, defineResource } from '@backoffice/contract';

/**
 * A store's states:
 *
 *   pending_review --approve--> approved --suspend (reason)--> suspended --reinstate--> approved
 *   pending_review --reject (reason)--> rejected --resubmit--> pending_review
 */
export const STORE_STATUSES = ['pending_review', 'approved', 'rejected', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The subscription plans, cheapest first. */
export const STORE_PLANS = ['basic', 'growth', 'pro'] as const;
export type StorePlan = (typeof STORE_PLANS)[number];

/** Each plan's monthly fee in cents, unless an override sets the store's own. */
export const PLAN_MONTHLY_FEES: Readonly<Record<StorePlan, number>> = {
  basic: 2_900,
  growth: 7_900,
  pro: 19_900,
};

const reason = {
  type: 'text',
  label: 'Reason',
  rules: ['required', 'max:1000'],
} as const;

/**
 * A seller's store (`/evd-stores`, access_evdati_stores; changes manage_evdati_stores), addressed
 * by its unique slug (`/evd-stores/green-grocer`, `GET /api/evd-stores/green-grocer`). A new store
 * waits for review; staff approve it or reject it with a reason, suspend an approved one with a
 * reason and reinstate it; a rejected store is resubmitted once the seller has fixed it. Only an
 * approved store sells. Its slug is set when it is created and never changes.
 */
export const evdStoresResource = defineResource({
  name: 'evd_stores',
  segment: 'evd-stores',
  singular: 'store',
  plural: 'stores',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  recordKey: 'slug',
  routes: {
    list: 'stores',
    detail: 'view-store',
    edit: 'modify-store',
    create: 'new-store',
  },
  fields: {
    seller_id: {
      type: 'reference',
      label: 'Seller',
      resource: 'evd_sellers',
      rules: ['required'],
      listed: true,
      filterable: true,
      searchable: true,
    },
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'unique', 'max:120'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    /** Lower-case words joined by hyphens (`green-grocer`); unique; fixed once created. */
    slug: {
      type: 'string',
      label: 'Slug',
      rules: ['required', 'unique', 'max:60'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    description: { type: 'text', label: 'Description', rules: ['max:2000'] },
    email: { type: 'email', label: 'Email', rules: ['required'] },
    phone: { type: 'phone', label: 'Phone' },
    plan: {
      type: 'enum',
      label: 'Plan',
      options: STORE_PLANS,
      rules: ['required'],
      default: 'basic',
      listed: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: STORE_STATUSES,
      rules: ['required'],
      default: 'pending_review',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    /** Why it was rejected or suspended; cleared when it is approved again. */
    status_reason: { type: 'text', label: 'Status reason', readOnly: true },
  },
  computed: {
    /** Its products in any state. */
    product_count: { type: 'number', label: 'Products', listed: true, sortable: true },
    /** Its approved (live) products. */
    live_product_count: { type: 'number', label: 'Live products', sortable: true },
    /** Units in stock over every variant of its products. */
    stock_units: { type: 'number', label: 'Units in stock', sortable: true },
  },
  sections: [
    {
      id: 'details',
      label: 'Details',
      fields: ['seller_id', 'name', 'slug', 'description', 'email', 'phone', 'plan'],
    },
  ],
  permissions: {
    list: 'access_evdati_stores',
    view: 'access_evdati_stores',
    create: 'manage_evdati_stores',
    update: 'manage_evdati_stores',
  },
  // The forms of overrides, products' approvals and invoices pick their store.
  readers: ['manage_evdati_overrides', 'manage_evdati_products', 'manage_evdati_sellers'],
  defaultSort: { field: 'name', direction: 'asc' },
  stateField: 'status',
  actions: {
    approve: {
      label: 'Approve',
      from: ['pending_review'],
      to: 'approved',
      permission: 'manage_evdati_stores',
      confirm: 'Approve this store? It opens on the marketplace.',
      wrongState: 'Only stores waiting for review can be approved.',
      reversible: true,
      stateMessages: {
        approved: 'This store is already approved.',
        suspended: 'A suspended store is reinstated, not approved.',
        rejected: 'A rejected store must be resubmitted before it is approved.',
      },
    },
    reject: {
      label: 'Reject',
      from: ['pending_review'],
      to: 'rejected',
      permission: 'manage_evdati_stores',
      input: { reason },
      confirm: 'Reject this store? The seller sees your reason and may resubmit it.',
      wrongState: 'Only stores waiting for review can be rejected.',
      reversible: true,
    },
    suspend: {
      label: 'Suspend',
      from: ['approved'],
      to: 'suspended',
      permission: 'manage_evdati_stores',
      input: { reason },
      confirm: 'Suspend this store? Its products leave the marketplace until it is reinstated.',
      wrongState: 'Only approved stores can be suspended.',
      stateMessages: { suspended: 'This store is already suspended.' },
      reversible: true,
    },
    reinstate: {
      label: 'Reinstate',
      from: ['suspended'],
      to: 'approved',
      permission: 'manage_evdati_stores',
      confirm: 'Reinstate this store? It sells again.',
      wrongState: 'Only suspended stores can be reinstated.',
    },
    resubmit: {
      label: 'Resubmit for review',
      from: ['rejected'],
      to: 'pending_review',
      permission: 'manage_evdati_stores',
      confirm: 'Send this store back for review?',
      wrongState: 'Only rejected stores can be resubmitted.',
    },
  },
});
