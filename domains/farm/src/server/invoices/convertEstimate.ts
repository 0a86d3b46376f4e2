/**
 * Converts an open estimate into a new invoice (its `convert` action), in the action's
 * transaction with the estimate's row locked, so an estimate is converted once: the invoice
 * takes the next invoice number, the estimate's customer, notes and lines (prices and costs as
 * the estimate had them), is issued on `issued_on` (today by default) and due on `due_on` (30
 * days after issue by default), and links back (`converted_from_id`); the estimate becomes
 * `converted` and links to it (`converted_to_id`). The invoice's creation is in its own audit
 * trail. The action answers the new invoice.
 */
import { addDays } from '@backoffice/contract';
import { type ActionHook, DomainError, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { nextNumber } from './numbering';
import { DUE_BEFORE_ISSUE } from './writeInvoice';

export const convertEstimate: ActionHook = async (context) => {
  const issuedOn = String(context.input.issued_on ?? context.today);
  const dueOn = String(context.input.due_on ?? addDays(issuedOn, 30));
  if (dueOn < issuedOn) throw DomainError.field('due_on', DUE_BEFORE_ISSUE);
  const estimate = context.record;
  const number = await nextNumber(context.db, context.brandId, 'invoice');
  const [invoice] = await rowsOf<{ id: number }>(
    context.db,
    sql`insert into jf_invoices
          (brand_id, type, number, customer_id, issued_on, due_on, notes, status, converted_from_id)
        values (${context.brandId}, 'invoice', ${number}, ${estimate.customer_id}, ${issuedOn},
                ${dueOn}, ${estimate.notes ?? null}, 'unpaid', ${context.recordId})
        returning id`,
  );
  const invoiceId = Number(invoice?.id);
  if (context.recordLines.length) {
    await context.db.execute(
      sql`insert into jf_invoice_lines
            (invoice_id, position, description, sale_item_id, quantity, unit_price, unit_cost)
          values ${sql.join(
            context.recordLines.map(
              (line: Row, i) =>
                sql`(${invoiceId}, ${i}, ${line.description}, ${line.sale_item_id ?? null},
                     ${line.quantity}, ${line.unit_price}, ${line.unit_cost ?? 0})`,
            ),
            sql`, `,
          )}`,
    );
  }
  const created = {
    type: { old: null, new: 'invoice' },
    number: { old: null, new: number },
    issued_on: { old: null, new: issuedOn },
    due_on: { old: null, new: dueOn },
    status: { old: null, new: 'unpaid' },
    converted_from_id: { old: null, new: context.recordId },
  };
  await context.db.execute(
    sql`insert into resource_audits (resource, record_id, brand_id, user_id, action, changes, input)
        values ('jf_invoices', ${invoiceId}, ${context.brandId}, ${context.userId}, 'created',
                ${JSON.stringify(created)}::jsonb,
                ${JSON.stringify({ converted_from_id: context.recordId })}::jsonb)`,
  );
  return {
    state: 'converted',
    values: { converted_to_id: invoiceId },
    audit: { invoice_id: invoiceId, number },
    answer: invoiceId,
  };
};
