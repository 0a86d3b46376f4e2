import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business units. Ids are fixed (1 to 9) because the app's menus and reports key off them. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Path of the logo image served by the server. */
  logo: text('logo').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
