import {
  type ActionDefinition,
  BRAND,
  defineResource,
  type FieldDefinition,
} from '@backoffice/contract';

/** A review's states: waiting for moderation, shown to shoppers, or hidden with a reason. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What a service review is about. */
export const SERVICE_TOPICS = ['delivery', 'support', 'payments', 'returns', 'app'] as const;

export const MANAGE_PRODUCT_REVIEWS = 'manage_evdati_product_reviews';
export const MANAGE_SERVICE_REVIEWS = 'manage_evdati_service_reviews';

/** The fields both kinds of review share: the customer's words and the moderation's. */
function reviewFields() {
  return {
    rating: {
      type: 'number',
      label: 'Rating',
      rules: ['required', 'integer', 'between:1,5'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    title: {
      type: 'string',
      label: 'Title',
      rules: ['required', 'max:150'],
      listed: true,
      searchable: true,
    },
    body: { type: 'text', label: 'Review', rules: ['required', 'max:5000'], searchable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: REVIEW_STATUSES,
      default: 'pending',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    hidden_reason: { type: 'text', label: 'Why hidden', readOnly: true },
    reply: { type: 'text', label: 'Reply', readOnly: true },
    replied_by_name: { type: 'string', label: 'Replied by', readOnly: true },
    /** When the reply was written, ISO 8601. */
    replied_at: { type: 'string', label: 'Replied at', readOnly: true },
  } as const satisfies Record<string, FieldDefinition>;
}

/** Publish, hide (with a reason shoppers never see) and reply (shown under the review). */
function moderation(permission: string): Record<string, ActionDefinition> {
  return {
    publish: {
      label: 'Publish',
      from: ['pending', 'hidden'],
      to: 'published',
      permission,
      wrongState: 'This review is published already.',
      reversible: true,
    },
    hide: {
      label: 'Hide',
      from: ['pending', 'published'],
      to: 'hidden',
      permission,
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } },
      wrongState: 'This review is hidden already.',
      reversible: true,
    },
    reply: {
      label: 'Reply',
      from: ['pending', 'published'],
      permission,
      input: { reply: { type: 'text', label: 'Reply', rules: ['required', 'max:2000'] } },
      wrongState: 'A hidden review cannot take a reply; publish it first.',
    },
  };
}

/**
 * A customer's review of a product they bought: its rating (1-5), title and words, the store
 * that sells it (copied from the product), and its moderation: `pending` -> `published` or
 * `hidden` (with a reason), either way back, and one reply shown under it with who wrote it
 * and when. Written by customers in the shop; staff moderate them.
 */
export const evdProductReviewsResource = defineResource({
  name: 'evd_product_reviews',
  segment: 'evd-product-reviews',
  singular: 'product review',
  plural: 'product reviews',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'title',
  fields: {
    product_id: {
      type: 'reference',
      label: 'Product',
      resource: 'evd_products',
      rules: ['required'],
      listed: true,
      filterable: true,
      searchable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'evd_customers',
      rules: ['required'],
      listed: true,
      filterable: true,
      searchable: true,
    },
    ...reviewFields(),
  },
  stateField: 'status',
  actions: moderation(MANAGE_PRODUCT_REVIEWS),
  permissions: {
    list: MANAGE_PRODUCT_REVIEWS,
    view: MANAGE_PRODUCT_REVIEWS,
    create: MANAGE_PRODUCT_REVIEWS,
  },
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/**
 * A customer's review of the marketplace's service (delivery, support, payments, returns, the
 * app), about one store or none, moderated as product reviews are.
 */
export const evdServiceReviewsResource = defineResource({
  name: 'evd_service_reviews',
  segment: 'evd-service-reviews',
  singular: 'service review',
  plural: 'service reviews',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'title',
  fields: {
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'evd_customers',
      rules: ['required'],
      listed: true,
      filterable: true,
      searchable: true,
    },
    store_id: {
      type: 'reference',
      label: 'Store',
      resource: 'evd_stores',
      listed: true,
      filterable: true,
    },
    topic: {
      type: 'enum',
      label: 'Topic',
      options: SERVICE_TOPICS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    ...reviewFields(),
  },
  stateField: 'status',
  actions: moderation(MANAGE_SERVICE_REVIEWS),
  permissions: {
    list: MANAGE_SERVICE_REVIEWS,
    view: MANAGE_SERVICE_REVIEWS,
    create: MANAGE_SERVICE_REVIEWS,
  },
  defaultSort: { field: 'created_at', direction: 'desc' },
});
