import { NOTICE_LEVELS } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

const levelList = NOTICE_LEVELS.map((level) => `'${level}'`).join(', ');

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    details: text('details').notNull(),
    level: text('level', { enum: NOTICE_LEVELS }).notNull().default('Normal'),
    published: boolean('published').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The paged list reads `where brand_id = ? order by id desc`; an index-only scan over this
    // pair finds any page's ids without touching the rows.
    index('notices_brand_id_idx').on(t.brandId, t.id),
    // The dashboard reads only published notices.
    index('notices_brand_published_idx').on(t.brandId, t.id).where(sql`${t.published}`),
    check('notices_level_check', sql.raw(`level in (${levelList})`)),
  ],
);

/**
 * Notices per brand, kept by a statement-level trigger (see the migration), so the paged list's
 * total is one row read instead of a count over the brand's notices.
 */
export const brandNoticeCounts = pgTable('brand_notice_counts', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});
