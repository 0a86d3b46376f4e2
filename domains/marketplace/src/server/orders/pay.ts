/**
 * Marking a payable paid: its reference and the day. A day to come is refused by the field's own
 * rule (`before_or_equal:today`), in the dialog and here alike.
 */
import type { ActionHook } from '@backoffice/server-kit';

export const payPayable: ActionHook = async (ctx) => ({
  values: { reference: String(ctx.input.reference), paid_on: String(ctx.input.paid_on) },
});
