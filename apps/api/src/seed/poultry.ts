/**
 * Demo sales and expenses of the poultry brand for the current year, so its profit and loss
 * statement has figures on a new install: weekly sales of egg trays and spent hens (one voided,
 * one partly refunded) and monthly expenses in variable and fixed categories.
 */
import { BRAND } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  jfExpenses,
  jfSaleItems,
  jfSaleLines,
  jfSaleRefunds,
  jfSales,
} from '../modules/reports/poultry-tables';
import { expenseCategories, vendors } from '../resources/tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const brandId = BRAND.poultry;

const ITEMS = [
  { name: 'Tray of large eggs (30)', price: 900, cost: 540 },
  { name: 'Tray of medium eggs (30)', price: 750, cost: 460 },
  { name: 'Spent hen', price: 600, cost: 250 },
] as const;

/** Monthly bills per expense category (the categories are the shared entities' demo rows). */
const CATEGORIES = [
  { name: 'Fuel', kind: 'variable', monthly: 18_500 },
  { name: 'Veterinary', kind: 'variable', monthly: 12_000 },
  { name: 'Salaries', kind: 'fixed', monthly: 240_000 },
  { name: 'Rent', kind: 'fixed', monthly: 60_000 },
] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Adds the demo rows inside the demo seed's transaction, dated from 1 January to `today`. */
export async function seedPoultry(tx: Transaction, today = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  // The shared entities' seed made the brand's vendors and expense categories.
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.brand_id, brandId), eq(vendors.name, 'Green Valley Farm Supply')));
  const categories = await tx
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(eq(expenseCategories.brand_id, brandId));
  const categoryId = new Map(categories.map((c) => [c.name, c.id] as const));
  const items = await tx
    .insert(jfSaleItems)
    .values(
      ITEMS.map((item) => ({
        brandId,
        name: item.name,
        unitPriceCents: item.price,
        unitCostCents: item.cost,
      })),
    )
    .returning({ id: jfSaleItems.id, name: jfSaleItems.name });
  const itemId = new Map(items.map((item) => [item.name, item.id] as const));

  // A sale every Monday and Thursday; quantities vary with the week. The fourth is voided and
  // the sixth partly refunded.
  const days: string[] = [];
  for (
    let date = new Date(Date.UTC(year, 0, 1));
    date <= today;
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    const weekday = date.getUTCDay();
    if (weekday === 1 || weekday === 4) days.push(day(date));
  }
  if (days.length === 0) return;
  const sales = await tx
    .insert(jfSales)
    .values(
      days.map((soldOn, i) => ({
        brandId,
        soldOn,
        customerName: i % 3 === 0 ? 'Corner Grocery' : null,
        paymentMethod: i % 2 === 0 ? 'cash' : 'card',
        status: i === 3 ? ('voided' as const) : ('completed' as const),
        voidReason: i === 3 ? 'Entered twice' : null,
      })),
    )
    .returning({ id: jfSales.id, soldOn: jfSales.soldOn });
  const saleOn = new Map(sales.map((sale) => [sale.soldOn, sale.id] as const));
  await tx.insert(jfSaleLines).values(
    days.flatMap((soldOn, i) =>
      ITEMS.map((item, k) => ({
        saleId: saleOn.get(soldOn) as number,
        saleItemId: itemId.get(item.name) ?? null,
        name: item.name,
        quantity: k === 2 ? 2 + (i % 4) : 50 + ((i * (k + 3)) % 25),
        unitPriceCents: item.price,
        unitCostCents: item.cost,
      })),
    ),
  );
  const refunded = days[5];
  if (refunded) {
    await tx.insert(jfSaleRefunds).values({
      saleId: saleOn.get(refunded) as number,
      refundedOn: refunded,
      amountCents: 1_800,
      reason: 'Two trays arrived cracked',
    });
  }

  // Each category's expense on the 5th of every month so far.
  const spentDays: string[] = [];
  for (let month = 0; month <= today.getUTCMonth(); month++) {
    const spentOn = day(new Date(Date.UTC(year, month, 5)));
    if (spentOn <= day(today)) spentDays.push(spentOn);
  }
  if (spentDays.length === 0) return;
  await tx.insert(jfExpenses).values(
    spentDays.flatMap((spentOn, month) =>
      CATEGORIES.map((category) => ({
        brandId,
        spentOn,
        vendorId: category.kind === 'variable' ? (vendor?.id ?? null) : null,
        expenseCategoryId: categoryId.get(category.name) as number,
        description: `${category.name}, ${spentOn.slice(0, 7)}`,
        amountCents: category.monthly + (category.kind === 'variable' ? month * 350 : 0),
        dueOn: day(new Date(Date.UTC(year, month, 20))),
        // The current month's bills are still open.
        status: month === today.getUTCMonth() ? ('unpaid' as const) : ('paid' as const),
      })),
    ),
  );
}
