/**
 * The tables of the lists' tools, shared by every resource: bulk jobs (a bulk action's progress
 * and result), undo entries (what a delete or a reversible action needs to be undone) and saved
 * views (a list's search, filters, sort and columns by name, per user and brand). Written by
 * drizzle-kit's migrations like the rest of the fixed schema.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, users } from '../db/schema';

/** The user a row belongs to; it goes with them. */
const userColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The brand a row was made in; it goes with the brand. */
const brandColumn = () => integer('brand_id').references(() => brands.id, { onDelete: 'cascade' });

const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A bulk action over selected records or every record matching a list's query: its progress
 * (`done` of `total`), how many succeeded and failed, and why (`reasons`: `[{message, count,
 * ids}]`). Each batch commits on its own, so a job stopped half-way (a restart) has no
 * half-done batch; such a job is marked `interrupted` at the next start.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: text('id').primaryKey(),
    userId: userColumn(),
    brandId: brandColumn(),
    resource: text('resource').notNull(),
    operation: text('operation').notNull(),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    reasons: jsonb('reasons').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_jobs_user_idx').on(t.userId, t.createdAt),
    check('bulk_jobs_status_check', sql.raw(`status in ('running', 'finished', 'interrupted')`)),
  ],
);

/**
 * What undoes a delete or a reversible action for a short while: the record's row (and lines)
 * as they were, and the version the change left, so an undo after another change is refused.
 */
export const undoEntries = pgTable(
  'undo_entries',
  {
    token: text('token').primaryKey(),
    userId: userColumn(),
    brandId: brandColumn(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** `deleted`, or the action's name. */
    change: text('change').notNull(),
    /** The record's version once the change was made (null for a delete). */
    versionAfter: integer('version_after'),
    snapshot: jsonb('snapshot').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('undo_entries_expires_idx').on(t.expiresAt),
    index('undo_entries_record_idx').on(t.resource, t.recordId),
  ],
);

/**
 * A list's saved view: its query string (search, filters, sort) and columns, by name, for its
 * owner in one brand, and for everyone in the brand when `shared`.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: userColumn(),
    brandId: brandColumn().notNull(),
    /** The list it belongs to: its resource's name (`jf_sales`). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    columns: jsonb('columns'),
    shared: boolean('shared').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_name_unique').on(t.userId, t.brandId, t.list, sql`lower(${t.name})`),
    index('saved_views_list_idx').on(t.brandId, t.list),
  ],
);

/** Each user's default view of a list in a brand (their own or a shared one). */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: userColumn(),
    brandId: brandColumn().notNull(),
    list: text('list').notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId, t.list] })],
);
