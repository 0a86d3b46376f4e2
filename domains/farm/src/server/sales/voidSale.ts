/**
 * Voids a completed sale (the definition's `void` action moves it to `voided`): the reason is
 * kept on the sale, and from then on it counts nowhere (the P&L reads only sales not voided).
 * The state machine already refuses a sale with refunds; this refuses one whose refunds
 * predate the states (rows kept from before them). The stock the sale took goes back
 * (`sale_void` movements). Its undo removes those movements (stock is the sum of its
 * movements, and a sale is voided once), and the server puts the state and reason back.
 */
import { type ActionHook, DomainError, rowsOf, type UndoHook } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { removeMovements } from '../stock/movements';
import { reverseSaleStock } from './stockMoves';

export const voidSale: ActionHook = async (context) => {
  const refunds = await rowsOf(
    context.db,
    sql`select 1 from jf_sale_refunds where sale_id = ${context.recordId} limit 1`,
  );
  if (refunds.length) throw DomainError.conflict('A sale with refunds cannot be voided.');
  await reverseSaleStock(context.db, context.brandId, context.userId, context.recordId);
  return { values: { void_reason: context.input.reason } };
};

export const undoVoidSale: UndoHook = async (context) => {
  await removeMovements(context.db, 'sale_void', context.recordId);
};
