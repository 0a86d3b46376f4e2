/**
 * Refunds part or all of a sale (its `refund` action), with the sale's row locked by the
 * machinery so that two refunds never interleave:
 *
 * - each returned line is one of the sale's, and returns at most what was sold less what
 *   earlier refunds (and earlier rows of this one) returned: 'The quantity may not be greater
 *   than 3.' under `lines.<i>.quantity`;
 * - the money given back (quantity times the unit price copied onto the line) never exceeds
 *   the total less earlier refunds;
 * - the refund and its lines are kept (`jf_sale_refunds`, `jf_sale_refund_lines`), dated
 *   `refunded_on` (today by default), with the reason, restock and who made it;
 * - the sale becomes `refunded` once everything is returned (or all its money given back),
 *   `partially_refunded` before that;
 * - with restock, the returned units go back in stock (`refund` movements).
 */
import { actionAttributes, formatMoney, ruleMessage } from '@backoffice/contract';
import { type ActionHook, DomainError, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { salesResource } from '../../resources/sales';
import { restockRefund } from './stockMoves';

interface Returned {
  sale_line_id: number;
  quantity: number | string;
}

/** The quantity earlier refunds returned, by sale line, and the money they gave back. */
async function earlierRefunds(context: Parameters<ActionHook>[0]) {
  const returned = await rowsOf<Returned>(
    context.db,
    sql`select rl.sale_line_id, sum(rl.quantity)::int as quantity
        from jf_sale_refund_lines rl join jf_sale_refunds r on r.id = rl.refund_id
        where r.sale_id = ${context.recordId} group by rl.sale_line_id`,
  );
  const [money] = await rowsOf<{ amount: number | string }>(
    context.db,
    sql`select coalesce(sum(amount), 0)::bigint as amount from jf_sale_refunds
        where sale_id = ${context.recordId}`,
  );
  return {
    returned: new Map(returned.map((row) => [Number(row.sale_line_id), Number(row.quantity)])),
    amount: Number(money?.amount ?? 0),
  };
}

/** The refund's labels, for its messages: 'Line 1: the selected line is invalid.' */
const REFUND_LABELS = actionAttributes(salesResource.actions.refund!);

export const refundSale: ActionHook = async (context) => {
  const earlier = await earlierRefunds(context);
  const lines = new Map(context.recordLines.map((line) => [Number(line.id), line] as const));
  const taken = new Map(earlier.returned);
  const errors: Record<string, string[]> = {};
  const refundLines: Row[] = [];
  context.inputLines.forEach((input, i) => {
    const line = lines.get(Number(input.sale_line_id));
    if (!line) {
      const key = `lines.${i}.sale_line_id`;
      errors[key] = [ruleMessage('in', key, {}, REFUND_LABELS)];
      return;
    }
    const lineId = Number(line.id);
    const remaining = Number(line.quantity) - (taken.get(lineId) ?? 0);
    const quantity = Number(input.quantity);
    if (quantity > remaining) {
      errors[`lines.${i}.quantity`] = [`The quantity may not be greater than ${remaining}.`];
      return;
    }
    taken.set(lineId, (taken.get(lineId) ?? 0) + quantity);
    refundLines.push({
      sale_line_id: lineId,
      quantity,
      amount: quantity * Number(line.unit_price),
    });
  });
  if (Object.keys(errors).length) throw DomainError.invalid(errors);

  const total = context.recordLines.reduce(
    (sum, line) => sum + Number(line.quantity) * Number(line.unit_price),
    0,
  );
  const amount = refundLines.reduce((sum, line) => sum + Number(line.amount), 0);
  const left = total - earlier.amount;
  if (amount > left) {
    throw DomainError.field(
      'lines',
      `The refund may not be greater than the ${formatMoney(Math.max(left, 0))} left to refund.`,
    );
  }
  const [refund] = await rowsOf<{ id: number }>(
    context.db,
    sql`insert into jf_sale_refunds (sale_id, refunded_on, amount, reason, restock, user_id)
        values (${context.recordId}, ${context.input.refunded_on ?? context.today}, ${amount},
                ${context.input.reason}, ${Boolean(context.input.restock)}, ${context.userId})
        returning id`,
  );
  await context.db.execute(
    sql`insert into jf_sale_refund_lines (refund_id, sale_line_id, quantity, amount) values ${sql.join(
      refundLines.map(
        (line) => sql`(${refund?.id}, ${line.sale_line_id}, ${line.quantity}, ${line.amount})`,
      ),
      sql`, `,
    )}`,
  );
  if (context.input.restock) {
    await restockRefund(
      context.db,
      context.brandId,
      context.userId,
      {
        id: Number(refund?.id),
        saleId: context.recordId,
        refundedOn: String(context.input.refunded_on ?? context.today).slice(0, 10),
      },
      refundLines.map((line) => ({
        sale_line_id: Number(line.sale_line_id),
        quantity: Number(line.quantity),
      })),
    );
  }
  const everything = context.recordLines.every(
    (line) => (taken.get(Number(line.id)) ?? 0) >= Number(line.quantity),
  );
  const state = everything || earlier.amount + amount >= total ? 'refunded' : 'partially_refunded';
  return { state, audit: { refund_id: Number(refund?.id), amount } };
};
