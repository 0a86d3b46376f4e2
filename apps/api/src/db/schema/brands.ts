import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business units. Ids are fixed (1 to 9) because the app's menus and reports key off them. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Path of the logo image served by the server. */
  logo: text('logo').notNull(),
  /**
   * The IANA zone whose calendar is the brand's day (`America/New_York`): its "today", the day of
   * its records and its report periods. `UTC` until an administrator sets it.
   */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
