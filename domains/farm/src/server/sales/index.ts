import type { ResourceHooks } from '@backoffice/server-kit';
import { SALE_COMPUTED } from './computed';
import { refundSale } from './refundSale';
import { refundsView } from './refundsView';
import { ringUpSale } from './ringUp';
import { postSaleStock } from './stockMoves';
import { undoVoidSale, voidSale } from './voidSale';

/** The server side of `jf_sales`: its lines' prices, its totals, its void and refund, its refunds,
 * and the stock its linked lines move. */
export const salesHooks: ResourceHooks = {
  beforeCreate: ringUpSale,
  // The sale's id exists only once it is written: its stock movements are posted then.
  afterSave: postSaleStock,
  actions: { void: voidSale, refund: refundSale },
  undo: { void: undoVoidSale },
  computed: SALE_COMPUTED,
  views: { refunds: refundsView },
};
