import { TICKET_PRIORITIES, TICKET_STATUSES } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('normal'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_brand_id_idx').on(t.brandId, t.id),
    index('tickets_user_id_idx').on(t.userId, t.id),
    check('tickets_status_check', sql.raw(`status in (${quoted(TICKET_STATUSES)})`)),
    check('tickets_priority_check', sql.raw(`priority in (${quoted(TICKET_PRIORITIES)})`)),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);
