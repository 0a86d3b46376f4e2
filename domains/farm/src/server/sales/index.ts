import type { ResourceHooks } from '@backoffice/server-kit';
import { SALE_COMPUTED } from './computed';
import { refundSale } from './refundSale';
import { refundsView } from './refundsView';
import { ringUpSale } from './ringUp';
import { voidSale } from './voidSale';

/** The server side of `jf_sales`: its lines' prices, its totals, its void and refund, its refunds. */
export const salesHooks: ResourceHooks = {
  beforeCreate: ringUpSale,
  actions: { void: voidSale, refund: refundSale },
  computed: SALE_COMPUTED,
  views: { refunds: refundsView },
};
