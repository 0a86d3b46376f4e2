/** Marking a payable paid: its reference and the day, never a day to come. */
import { type ActionHook, DomainError } from '@backoffice/server-kit';

export const PAY_REFUSALS = {
  future: 'The paid on field must be a date before or equal to today.',
} as const;

export const payPayable: ActionHook = async (ctx) => {
  const day = String(ctx.input.paid_on);
  if (day > ctx.today) throw DomainError.field('paid_on', PAY_REFUSALS.future);
  return { values: { reference: String(ctx.input.reference), paid_on: day } };
};
