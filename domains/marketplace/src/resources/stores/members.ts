import { BRAND, defineResource } from '@backoffice/contract';

/**
 * The permissions a store member may hold for their store: reading the store's pages, reading
 * its products, and changing them.
 */
export const STORE_LEVEL_PERMISSIONS = [
  'access_evdati_stores',
  'access_evdati_products',
  'manage_evdati_products',
] as const;
export type StoreLevelPermission = (typeof STORE_LEVEL_PERMISSIONS)[number];

/** The words the screens show for each store-level permission. */
export const STORE_PERMISSION_LABELS: Readonly<Record<StoreLevelPermission, string>> = {
  access_evdati_stores: 'See the store',
  access_evdati_products: 'See its products',
  manage_evdati_products: 'Manage its products',
};

/**
 * A staff user who works for one store (`/api/evd-stores/{storeSlug}/members`, manage_evdati_stores;
 * read with access_evdati_stores): the store-level permissions they hold there, one line each.
 * The stores' `grants` hook answers them per slug, and the server and the app let them stand in
 * for the global permission on that store's pages and endpoints only. A user is a member of a
 * store once.
 */
export const evdStoreMembersResource = defineResource({
  name: 'evd_store_members',
  segment: 'evd-stores/:storeSlug/members',
  parent: { resource: 'evd_stores', field: 'store_id', key: 'slug' },
  singular: 'store member',
  plural: 'store members',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'user_name',
  fields: {
    store_id: { type: 'reference', label: 'Store', resource: 'evd_stores', readOnly: true },
    /** A staff user of the brand (`GET /api/staff`). */
    user_id: { type: 'number', label: 'User', rules: ['required', 'integer'] },
    /** The user's name, copied by the server. */
    user_name: {
      type: 'string',
      label: 'Name',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
  },
  lines: {
    label: 'Permissions',
    table: 'evd_store_member_permissions',
    parentKey: 'member_id',
    min: 1,
    fields: {
      permission: {
        type: 'enum',
        label: 'Permission',
        options: STORE_LEVEL_PERMISSIONS,
        rules: ['required'],
      },
    },
  },
  permissions: {
    list: 'access_evdati_stores',
    view: 'access_evdati_stores',
    create: 'manage_evdati_stores',
    update: 'manage_evdati_stores',
    delete: 'manage_evdati_stores',
  },
  defaultSort: { field: 'user_name', direction: 'asc' },
});
