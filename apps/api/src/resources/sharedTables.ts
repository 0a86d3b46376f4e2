/**
 * The tables every resource shares: the audit trail and the idempotency keys. They are written
 * by drizzle-kit's migrations, like the rest of the fixed schema; the resource tables themselves
 * are built from their definitions (see `tables.ts`).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands, users } from '../db/schema';

/**
 * Every change to a resource's record: who, when, which action and each changed field's old and
 * new value (masked fields masked), and the input of a definition's action (`void` with its
 * reason) or the lines a save wrote. Rows outlive the record, so a deleted record's history
 * stays. `action` is `created`, `updated`, `deleted` or an action's name (snake_case or
 * kebab-case: `void`, `start-fulfilment`).
 */
export const resourceAudits = pgTable(
  'resource_audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** The brand the change was made in (for global resources too). */
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    input: jsonb('input'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resource_audits_record_idx').on(t.resource, t.recordId, t.id),
    check('resource_audits_action_check', sql.raw(`action ~ '^[a-z][a-z0-9]*([_-][a-z0-9]+)*$'`)),
  ],
);

/**
 * Creates made with an `Idempotency-Key`: the same user sending the same key again gets the
 * record the first request made instead of a second one. Keys are kept for a day.
 */
export const resourceIdempotencyKeys = pgTable(
  'resource_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    resource: text('resource').notNull(),
    recordId: integer('record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resource, t.key] }),
    index('resource_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
