/**
 * The catalogue settings screens' sample rows: a marketplace manager, the policy pages and the
 * brand's app settings.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';

/** A marketplace manager: every catalogue setting, leads and reviews. */
export const marketplaceManager: User = {
  id: 2,
  first_name: 'Mona',
  initials: 'MM',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 9,
  brands: [9],
  permissions: [
    'access_evdati_categories',
    'access_evdati_attributes',
    'access_evdati_taxes',
    'access_evdati_shipping_methods',
    'manage_evdati_shipping_methods',
    'manage_evdati_policy_pages',
    'manage_evdati_app_settings',
    'access_evdati_leads',
    'manage_evdati_leads',
    'manage_evdati_product_reviews',
    'manage_evdati_service_reviews',
  ],
  app_version: APP_VERSION,
};

const stamp = '2026-06-01T08:00:00.000000Z';

/** A stored row as the API answers it. */
export function storedRow(id: number, values: Record<string, unknown>): ResourceRow {
  return {
    id,
    ...values,
    labels: {},
    version: 1,
    created_at: stamp,
    updated_at: stamp,
  } as ResourceRow;
}

export const policyPages: ResourceRow[] = [
  storedRow(1, {
    title: 'Returns',
    slug: 'returns',
    body: '<h2>Returns and refunds</h2><p>Most items can be returned within <strong>30 days</strong> of delivery.</p><ul><li>Fresh groceries cannot be returned.</li></ul>',
    published: true,
  }),
  storedRow(2, {
    title: 'Shipping',
    slug: 'shipping',
    body: '<h2>Shipping</h2><p>Each store ships its part of your order itself.</p>',
    published: true,
  }),
  storedRow(3, {
    title: 'Privacy',
    slug: 'privacy',
    body: '<h2>Privacy</h2><p>We never sell your data.</p>',
    published: true,
  }),
  storedRow(4, {
    title: 'Seller terms',
    slug: 'seller-terms',
    body: '<h2>Terms for sellers</h2><ol><li>Stores are reviewed before they open.</li></ol>',
    published: false,
  }),
];

export const appSettings: ResourceRow = storedRow(1, {
  commission_rate: 1000,
  payout_delay_days: 7,
  min_payout: 5000,
  reviews_auto_publish: false,
  support_email: 'support@marketplace.example',
});

/**
 * Empties react-aria's live announcer. An action's dialog announces with a reference to an
 * element of its own; once the dialog has closed the announcement points at nothing, which an
 * axe check run right then reports though no one hears it. Stories call this after a dialog.
 */
export function forgetAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}
