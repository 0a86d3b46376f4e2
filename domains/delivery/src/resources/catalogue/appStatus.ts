import { BRAND, defineResource } from '@backoffice/contract';

/**
 * Whether the customers' app takes orders: open or closed, the message it shows, and the oldest
 * app version still let in (`1.2.0`). One row per brand, edited on one settings form
 * (`/dlv-app-status`, administrators).
 */
export const dlvAppStatusResource = defineResource({
  name: 'dlv_app_status',
  segment: 'dlv-app-status',
  singular: 'app status',
  plural: 'app statuses',
  scope: 'brand',
  brands: [BRAND.delivery],
  titleField: 'message',
  // The brand's one row is edited on its own screen at the list's route.
  routes: { list: 'dlv-app-status', edit: 'dlv-app-status' },
  fields: {
    open: { type: 'boolean', label: 'Open for orders', default: true, listed: true },
    message: { type: 'string', label: 'Message', rules: ['max:255'], listed: true },
    min_version: {
      type: 'string',
      label: 'Minimum app version',
      rules: ['required', 'max:16'],
      listed: true,
    },
  },
  permissions: { list: 'admin', view: 'admin', create: 'admin', update: 'admin' },
});
