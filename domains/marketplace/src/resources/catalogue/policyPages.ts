import { BRAND, defineResource, everyAction } from '@backoffice/contract';
import { slugField } from './parts';

/**
 * A page of the marketplace's rules the shops and customers read (Returns, Shipping, Privacy,
 * Seller terms): its title, its slug (its address, and the key of its screen
 * `/settings/policy-pages/:slug`) and its HTML body, sanitised by the server on every save
 * (no scripts, styles or event handlers) and again by the browser wherever it is shown.
 */
export const evdPolicyPagesResource = defineResource({
  name: 'evd_policy_pages',
  segment: 'evd-policy-pages',
  singular: 'policy page',
  plural: 'policy pages',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'title',
  routes: {
    list: 'evd-policy-pages',
    create: 'new-evd-policy-page',
    edit: 'edit-evd-policy-page',
  },
  fields: {
    title: {
      type: 'string',
      label: 'Title',
      rules: ['required', 'max:150'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    slug: slugField(),
    body: { type: 'text', label: 'Body (HTML)', rules: ['required', 'max:50000'] },
    published: {
      type: 'boolean',
      label: 'Published',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: everyAction('manage_evdati_policy_pages'),
  defaultSort: { field: 'title', direction: 'asc' },
});
