/**
 * The poultry brand's sales and expenses, as far as the profit and loss statement reads them:
 * sale items with their price and cost, sales with their lines (price and cost copied at the
 * time of sale), refunds, and expenses by category. Money is integer cents. The brand's own
 * sales and expenses screens build on these tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from '../../db/schema';
import { expenseCategories, vendors } from '../../resources/tables';

export const SALE_STATUSES = ['completed', 'voided'] as const;
export const EXPENSE_STATUSES = ['unpaid', 'paid'] as const;

const brandColumn = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What is sold, e.g. a tray of large eggs, with its current price and unit cost. */
export const jfSaleItems = pgTable(
  'jf_sale_items',
  {
    id: serial('id').primaryKey(),
    brandId: brandColumn(),
    name: text('name').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    unitCostCents: cents('unit_cost_cents'),
    createdAt: createdAt(),
  },
  (t) => [index('jf_sale_items_brand_idx').on(t.brandId, t.id)],
);

/** A sale; a voided one counts nowhere. */
export const jfSales = pgTable(
  'jf_sales',
  {
    id: serial('id').primaryKey(),
    brandId: brandColumn(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    customerName: text('customer_name'),
    paymentMethod: text('payment_method').notNull(),
    status: text('status', { enum: SALE_STATUSES }).notNull().default('completed'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jf_sales_brand_day_idx').on(t.brandId, t.soldOn),
    check('jf_sales_status_check', sql.raw(`status in ('completed', 'voided')`)),
  ],
);

/** A line of a sale: the item's name, price and cost as they were when sold. */
export const jfSaleLines = pgTable(
  'jf_sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => jfSales.id, { onDelete: 'cascade' }),
    saleItemId: integer('sale_item_id').references(() => jfSaleItems.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    unitCostCents: cents('unit_cost_cents'),
  },
  (t) => [
    index('jf_sale_lines_sale_idx').on(t.saleId),
    check('jf_sale_lines_quantity_check', sql.raw('quantity > 0')),
  ],
);

/** Money given back on a sale; it lowers revenue in the period it is made. */
export const jfSaleRefunds = pgTable(
  'jf_sale_refunds',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => jfSales.id, { onDelete: 'cascade' }),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('jf_sale_refunds_sale_idx').on(t.saleId),
    check('jf_sale_refunds_amount_check', sql.raw('amount_cents > 0')),
  ],
);

/** An expense, counted in the period of its day under its category's kind. */
export const jfExpenses = pgTable(
  'jf_expenses',
  {
    id: serial('id').primaryKey(),
    brandId: brandColumn(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    expenseCategoryId: integer('expense_category_id')
      .notNull()
      .references(() => expenseCategories.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    amountCents: cents('amount_cents'),
    dueOn: date('due_on', { mode: 'string' }),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull().default('unpaid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jf_expenses_brand_day_idx').on(t.brandId, t.spentOn),
    index('jf_expenses_category_idx').on(t.expenseCategoryId),
    check('jf_expenses_status_check', sql.raw(`status in ('unpaid', 'paid')`)),
    check('jf_expenses_amount_check', sql.raw('amount_cents >= 0')),
  ],
);
