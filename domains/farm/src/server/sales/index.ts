import type { ResourceHooks } from '@backoffice/server-kit';
import { SALE_COMPUTED } from './computed';
import { refundSale } from './refundSale';
import { ringUpSale } from './ringUp';
import { voidSale } from './voidSale';

/** The server side of `jf_sales`: its lines' prices, its totals, and its void and refund. */
export const salesHooks: ResourceHooks = {
  beforeCreate: ringUpSale,
  actions: { void: voidSale, refund: refundSale },
  computed: SALE_COMPUTED,
};
