/**
 * The profit and loss statement of one brand for a period (both days included), summed in SQL:
 * revenue by sale item from completed sales (units times the price recorded on the line), then
 * one negative "Refunds" line for the money given back in the period (whatever day the sale
 * was); cost of goods sold by sale item (units times the unit cost recorded on the line);
 * expenses by category, paid or not, split by the category's kind. Voided sales count nowhere.
 * An item is shown under its current name; lines whose item has since been deleted keep the
 * name they were sold under. Amounts are integer cents.
 */
import type { PnlLineWire, PnlReportWire } from '@backoffice/contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expenseCategories } from '../../resources/tables';
import { jfExpenses, jfSaleItems, jfSaleLines, jfSaleRefunds, jfSales } from './poultry-tables';

export interface Period {
  fromDate: string;
  thruDate: string;
}

/** The line of refunds given back in the period, shown under revenue. */
export const REFUNDS_LINE = 'Refunds';

const toLines = (rows: { name: string; value: number | string }[]): PnlLineWire[] =>
  rows.map((row) => ({ name: row.name, value: Number(row.value) }));

const sum = (lines: PnlLineWire[]) => lines.reduce((total, line) => total + line.value, 0);

export async function pnlStatement(
  db: Database,
  brandId: number,
  period: Period,
): Promise<PnlReportWire> {
  const sold = and(
    eq(jfSales.brandId, brandId),
    eq(jfSales.status, 'completed'),
    between(jfSales.soldOn, period.fromDate, period.thruDate),
  );
  const itemName = sql<string>`coalesce(${jfSaleItems.name}, ${jfSaleLines.name})`;
  const salesByItem = db
    .select({
      name: itemName,
      revenue: sql<string>`sum(${jfSaleLines.quantity}::bigint * ${jfSaleLines.unitPriceCents})`,
      cost: sql<string>`sum(${jfSaleLines.quantity}::bigint * ${jfSaleLines.unitCostCents})`,
    })
    .from(jfSaleLines)
    .innerJoin(jfSales, eq(jfSales.id, jfSaleLines.saleId))
    .leftJoin(jfSaleItems, eq(jfSaleItems.id, jfSaleLines.saleItemId))
    .where(sold)
    .groupBy(jfSaleLines.saleItemId, itemName)
    .orderBy(asc(itemName), asc(jfSaleLines.saleItemId));

  const refunds = db
    .select({ total: sql<string | null>`sum(${jfSaleRefunds.amountCents})` })
    .from(jfSaleRefunds)
    .innerJoin(jfSales, eq(jfSales.id, jfSaleRefunds.saleId))
    .where(
      and(
        eq(jfSales.brandId, brandId),
        eq(jfSales.status, 'completed'),
        between(jfSaleRefunds.refundedOn, period.fromDate, period.thruDate),
      ),
    );

  const expensesByCategory = db
    .select({
      kind: expenseCategories.kind,
      name: expenseCategories.name,
      value: sql<string>`sum(${jfExpenses.amountCents})`,
    })
    .from(jfExpenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, jfExpenses.expenseCategoryId))
    .where(
      and(
        eq(jfExpenses.brandId, brandId),
        between(jfExpenses.spentOn, period.fromDate, period.thruDate),
      ),
    )
    .groupBy(expenseCategories.id, expenseCategories.kind, expenseCategories.name)
    .orderBy(asc(expenseCategories.name), asc(expenseCategories.id));

  const [items, [refunded], expenses] = await Promise.all([
    salesByItem,
    refunds,
    expensesByCategory,
  ]);

  const revenue = toLines(items.map((row) => ({ name: row.name, value: row.revenue })));
  const refundTotal = Number(refunded?.total ?? 0);
  if (refundTotal > 0) revenue.push({ name: REFUNDS_LINE, value: -refundTotal });
  const cogs = toLines(items.map((row) => ({ name: row.name, value: row.cost })));
  const variable = toLines(expenses.filter((row) => row.kind === 'variable'));
  const fixed = toLines(expenses.filter((row) => row.kind === 'fixed'));

  const totals = { revenue: sum(revenue), cogs: sum(cogs), variable: sum(variable) };
  const gross = totals.revenue - totals.cogs;
  const expense = totals.variable + sum(fixed);
  return {
    revenue,
    cogs,
    variable,
    fixed,
    totals: { revenue: totals.revenue, cogs: totals.cogs, gross, expense, net: gross - expense },
  };
}
