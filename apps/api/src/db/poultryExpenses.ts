/**
 * The poultry brand's expenses, as far as the profit and loss statement reads them. Money is
 * integer cents. Its sale items, sales and their lines are resources of the farm domain
 * (`domains/farm`; migration 0004 handed their tables over), and its refunds belong to the
 * sales' refund action.
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
import { expenseCategories, vendors } from '../resources/tables';
import { brands } from './schema';

export const EXPENSE_STATUSES = ['unpaid', 'paid'] as const;

const brandColumn = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
