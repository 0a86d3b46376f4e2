/**
 * The profit and loss statement of the poultry brand for a period (both days included), summed
 * in SQL: revenue by sale item from the sales of the period that are not voided (units times the
 * price copied onto the line), then one negative "Refunds" line for the money given back in the
 * period (whatever day the sale was); cost of goods sold by sale item (units times the unit cost
 * copied onto the line); expenses by category, paid or not, split by the category's kind.
 * Invoices that are not void add their lines on their issue date: a line with a sale item to
 * that item's revenue and cost of goods (its copied unit cost), a line without one to "Other
 * invoiced items"; estimates never count.
 * Voided sales count nowhere. An item shows under its current name; a line whose item has since
 * been deleted keeps the name it was sold under. Amounts are integer cents. It prints in the
 * statement's own layout (`pnlPdf`) with the same figures.
 */
import type { PnlLineWire, PnlReportWire } from '@backoffice/contract';
import { reportServer, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { pnlReport } from '../../reports/pnlReport';
import { pnlPdf } from './pnlPdf';

/** Invoice lines without a sale item (delivery, services), on one line of revenue and cost. */
export const OTHER_INVOICED_LINE = 'Other invoiced items';

/** The line of refunds given back in the period, shown under revenue. */
export const REFUNDS_LINE = 'Refunds';

const toLines = (rows: { name: string; value: number | string }[]): PnlLineWire[] =>
  rows.map((row) => ({ name: row.name, value: Number(row.value) }));

const sum = (lines: PnlLineWire[]) => lines.reduce((total, line) => total + line.value, 0);

export const pnlReportServer = reportServer<PnlReportWire>({
  report: pnlReport,
  async query(db, { brandId, period }) {
    const { fromDate, thruDate } = period;
    // Sale lines of the period's sales that are not voided, and invoice lines of the period's
    // invoices (on their issue date) that are not void; estimates never count.
    const items = await rowsOf<{ name: string; revenue: string; cost: string }>(
      db,
      // Each part is summed per item before the item's name is looked up, so the planner hashes
      // a few groups rather than sorting every line of the period; lines whose item is gone
      // keep the names they were sold under.
      sql`select coalesce(i.name, x.name) as name,
                 sum(x.revenue) as revenue,
                 sum(x.cost) as cost
          from (
            select l.sale_item_id, min(l.name) as name,
                   sum(l.quantity::bigint * l.unit_price) as revenue,
                   sum(l.quantity::bigint * l.unit_cost) as cost
            from jf_sale_lines l
            join jf_sales s on s.id = l.sale_id
            where s.brand_id = ${brandId} and s.status <> 'voided'
              and s.sold_on between ${fromDate}::date and ${thruDate}::date
            group by l.sale_item_id, case when l.sale_item_id is null then l.name end
            union all
            select l.sale_item_id, ${OTHER_INVOICED_LINE}::text as name,
                   sum(l.quantity::bigint * l.unit_price) as revenue,
                   sum(l.quantity::bigint * coalesce(l.unit_cost, 0)) as cost
            from jf_invoice_lines l
            join jf_invoices v on v.id = l.invoice_id
            where v.brand_id = ${brandId} and v.type = 'invoice' and v.status <> 'void'
              and v.issued_on between ${fromDate}::date and ${thruDate}::date
            group by l.sale_item_id
          ) x
          left join jf_sale_items i on i.id = x.sale_item_id
          group by x.sale_item_id, coalesce(i.name, x.name)
          order by coalesce(i.name, x.name), x.sale_item_id`,
    );
    const [refunded] = await rowsOf<{ total: string | null }>(
      db,
      sql`select sum(r.amount) as total
          from jf_sale_refunds r join jf_sales s on s.id = r.sale_id
          where s.brand_id = ${brandId} and s.status <> 'voided'
            and r.refunded_on between ${fromDate}::date and ${thruDate}::date`,
    );
    const expenses = await rowsOf<{ kind: string; name: string; value: string }>(
      db,
      sql`select c.kind, c.name, sum(e.amount) as value
          from jf_expenses e join expense_categories c on c.id = e.expense_category_id
          where e.brand_id = ${brandId}
            and e.spent_on between ${fromDate}::date and ${thruDate}::date
          group by c.id, c.kind, c.name
          order by c.name, c.id`,
    );

    const revenue = toLines(items.map((row) => ({ name: row.name, value: row.revenue })));
    const refundTotal = Number(refunded?.total ?? 0);
    if (refundTotal > 0) revenue.push({ name: REFUNDS_LINE, value: -refundTotal });
    const cogs = toLines(items.map((row) => ({ name: row.name, value: row.cost })));
    const variable = toLines(expenses.filter((row) => row.kind === 'variable'));
    const fixed = toLines(expenses.filter((row) => row.kind === 'fixed'));
    const totals = { revenue: sum(revenue), cogs: sum(cogs) };
    const gross = totals.revenue - totals.cogs;
    const expense = sum(variable) + sum(fixed);
    return {
      revenue,
      cogs,
      variable,
      fixed,
      totals: { ...totals, gross, expense, net: gross - expense },
    };
  },
  pdf: (data, { period, brandName }) => pnlPdf(data, period, brandName),
});
