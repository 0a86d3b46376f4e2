/**
 * A sale's refunds in the order they were given, each with what it gave back line by line
 * (`GET /api/jf-sales/{id}/refunds`, under the sale's `view` permission and brand): the receipt
 * shows them, and the refund dialog caps each line at what is left. A refund recorded before
 * refunds had lines has none.
 */
import { type RecordViewHook, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

interface RefundRow {
  id: number;
  refunded_on: string;
  amount: number | string;
  reason: string;
  restock: boolean;
}

interface RefundLineRow {
  refund_id: number;
  sale_line_id: number;
  quantity: number;
  amount: number | string;
}

export const refundsView: RecordViewHook = async ({ db, record }) => {
  const saleId = Number(record.id);
  const refunds = await rowsOf<RefundRow>(
    db,
    sql`select id, refunded_on::text as refunded_on, amount, reason, restock
        from jf_sale_refunds where sale_id = ${saleId} order by id`,
  );
  const lines = await rowsOf<RefundLineRow>(
    db,
    sql`select rl.refund_id, rl.sale_line_id, rl.quantity, rl.amount
        from jf_sale_refund_lines rl join jf_sale_refunds r on r.id = rl.refund_id
        where r.sale_id = ${saleId} order by rl.id`,
  );
  return {
    data: refunds.map((refund) => ({
      id: Number(refund.id),
      refunded_on: refund.refunded_on,
      amount: Number(refund.amount),
      reason: refund.reason,
      restock: Boolean(refund.restock),
      lines: lines
        .filter((line) => Number(line.refund_id) === Number(refund.id))
        .map((line) => ({
          sale_line_id: Number(line.sale_line_id),
          quantity: Number(line.quantity),
          amount: Number(line.amount),
        })),
    })),
  };
};
