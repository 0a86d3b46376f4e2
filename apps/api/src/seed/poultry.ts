/**
 * Demo sales and expenses of the poultry brand for the current year, so its profit and loss
 * statement has figures on a new install: weekly sales of egg trays and spent hens (one voided,
 * one partly refunded) and monthly expenses in variable and fixed categories.
 */
import { BRAND } from '@backoffice/contract';
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
  const [vendor] = await tx
    .insert(vendors)
    .values({
      brand_id: brandId,
      name: 'Green Valley Farm Supply',
      email: 'orders@greenvalley.test',
    })
    .returning({ id: vendors.id });
  const categories = await tx
    .insert(expenseCategories)
    .values(CATEGORIES.map((c) => ({ brand_id: brandId, name: c.name, kind: c.kind })))
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
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
    .returning({ id: jfSaleItems.id });

  // A sale every Monday and Thursday; quantities vary with the week.
  const sales: { soldOn: string; week: number }[] = [];
  for (
    let date = new Date(Date.UTC(year, 0, 1));
    date <= today;
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    const weekday = date.getUTCDay();
    if (weekday === 1 || weekday === 4) sales.push({ soldOn: day(date), week: sales.length });
  }
  for (const [i, sale] of sales.entries()) {
    const voided = i === 3;
    const [row] = await tx
      .insert(jfSales)
      .values({
        brandId,
        soldOn: sale.soldOn,
        customerName: i % 3 === 0 ? 'Corner Grocery' : null,
        paymentMethod: i % 2 === 0 ? 'cash' : 'card',
        status: voided ? 'voided' : 'completed',
        voidReason: voided ? 'Entered twice' : null,
      })
      .returning({ id: jfSales.id });
    const saleId = row?.id as number;
    await tx.insert(jfSaleLines).values(
      ITEMS.map((item, k) => ({
        saleId,
        saleItemId: items[k]?.id ?? null,
        name: item.name,
        quantity: k === 2 ? 2 + (i % 4) : 50 + ((i * (k + 3)) % 25),
        unitPriceCents: item.price,
        unitCostCents: item.cost,
      })),
    );
    if (i === 5) {
      await tx.insert(jfSaleRefunds).values({
        saleId,
        refundedOn: sale.soldOn,
        amountCents: 1_800,
        reason: 'Two trays arrived cracked',
      });
    }
  }

  const months = today.getUTCMonth() + 1;
  for (let month = 0; month < months; month++) {
    const spentOn = day(new Date(Date.UTC(year, month, 5)));
    if (spentOn > day(today)) break;
    await tx.insert(jfExpenses).values(
      CATEGORIES.map((category, k) => ({
        brandId,
        spentOn,
        vendorId: category.kind === 'variable' ? (vendor?.id ?? null) : null,
        expenseCategoryId: categories[k]?.id as number,
        description: `${category.name}, ${spentOn.slice(0, 7)}`,
        amountCents: category.monthly + (category.kind === 'variable' ? month * 350 : 0),
        dueOn: day(new Date(Date.UTC(year, month, 20))),
        status: 'paid' as const,
      })),
    );
  }
}
