/**
 * The concierge's `pick` of one line while fulfilling: found, substituted by another product (at
 * its price: a cheaper one refunds the difference) or unavailable (refunded whole). A line may be
 * picked again until the order is ready; the refund is summed again from every line each time.
 */
import { actionAttributes, ruleMessage } from '@backoffice/contract';
import { type ActionContext, DomainError, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { ORDER_ACTIONS } from '../../resources/orders/actions';
import { activePrices } from './catalogue';
import { type PickedLine, refundOf, totalOf } from './pricing';

export const SUBSTITUTE_REQUIRED = 'The substitute field is required when outcome is substituted.';

/** The pick's labels, for its messages: 'The selected substitute is invalid.' */
const PICK_LABELS = actionAttributes(ORDER_ACTIONS.pick);

async function substitutePrice(ctx: ActionContext): Promise<number | null> {
  if (ctx.input.outcome !== 'substituted') return null;
  if (ctx.input.substitute_product_id === null) {
    throw DomainError.field('substitute_product_id', SUBSTITUTE_REQUIRED);
  }
  const id = Number(ctx.input.substitute_product_id);
  const price = (await activePrices(ctx.db, 'jfd_products', ctx.brandId, [id])).get(id);
  if (price === undefined) {
    throw DomainError.field(
      'substitute_product_id',
      ruleMessage('in', 'substitute_product_id', {}, PICK_LABELS),
    );
  }
  return price;
}

/** Picks the line; answers the order's new refund and total, and the timeline's note. */
export async function pickLine(ctx: ActionContext): Promise<{ values: Row; note: string }> {
  const lineId = Number(ctx.input.line_id);
  const position = ctx.recordLines.findIndex((line) => Number(line.id) === lineId);
  if (position < 0)
    throw DomainError.field('line_id', ruleMessage('in', 'line_id', {}, PICK_LABELS));
  const price = await substitutePrice(ctx);
  const substitute = price === null ? null : Number(ctx.input.substitute_product_id);
  const lines = await rowsOf<Record<string, unknown>>(
    ctx.db,
    sql`update jfd_order_lines
        set pick_status = ${String(ctx.input.outcome)}, substitute_product_id = ${substitute},
            substitute_price = ${price}
        where id = ${lineId} and order_id = ${ctx.recordId}
        returning id`,
  );
  if (lines.length === 0) {
    throw DomainError.field('line_id', ruleMessage('in', 'line_id', {}, PICK_LABELS));
  }
  const picked = ctx.recordLines.map(
    (line): PickedLine => ({
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
      addons_price: Number(line.addons_price),
      pick_status:
        Number(line.id) === lineId ? String(ctx.input.outcome) : String(line.pick_status),
      substitute_price:
        Number(line.id) === lineId
          ? price
          : line.substitute_price === null
            ? null
            : Number(line.substitute_price),
    }),
  );
  const refunded = picked.reduce((sum, line) => sum + refundOf(line), 0);
  const record = ctx.record;
  const total = totalOf({
    subtotal: Number(record.subtotal),
    discount: Number(record.discount),
    refunded,
    delivery_fee: Number(record.delivery_fee),
    grocery_fee: Number(record.grocery_fee),
    pickup_fee: Number(record.pickup_fee),
  });
  return {
    values: { refunded, total },
    note: `Line ${position + 1}: ${String(ctx.input.outcome)}`,
  };
}
