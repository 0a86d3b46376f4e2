import { BRAND, defineResource } from '@backoffice/contract';

export const SELLER_STATUSES = ['active', 'inactive'] as const;

/**
 * A business that sells on the marketplace (`/evd-sellers`, `/evd-sellers/{id}`,
 * manage_evdati_sellers): its contact and company. A seller owns one or more stores
 * (`evd_stores.seller_id`); a seller with stores cannot be deleted (409), only made inactive.
 */
export const evdSellersResource = defineResource({
  name: 'evd_sellers',
  segment: 'evd-sellers',
  singular: 'seller',
  plural: 'sellers',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'name',
  routes: {
    list: 'evd-sellers',
    detail: 'view-evd-seller',
    create: 'new-evd-seller',
    edit: 'edit-evd-seller',
  },
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:120'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: 'Email',
      rules: ['required', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    phone: { type: 'phone', label: 'Phone', listed: true },
    company: {
      type: 'string',
      label: 'Company',
      rules: ['max:160'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    joined_on: {
      type: 'date',
      label: 'Joined on',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: SELLER_STATUSES,
      rules: ['required'],
      default: 'active',
      listed: true,
      filterable: true,
    },
  },
  computed: {
    /** How many stores the seller has, in any state. */
    store_count: { type: 'number', label: 'Stores', listed: true, sortable: true },
  },
  permissions: {
    list: 'manage_evdati_sellers',
    view: 'manage_evdati_sellers',
    create: 'manage_evdati_sellers',
    update: 'manage_evdati_sellers',
    delete: 'manage_evdati_sellers',
  },
  // The store form picks its seller.
  readers: ['manage_evdati_stores'],
  defaultSort: { field: 'name', direction: 'asc' },
});
