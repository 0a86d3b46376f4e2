import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ticketReplies, tickets } from './tickets';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const FILE_KINDS = ['profile_photo', 'ticket_attachment', 'resource_file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * Uploaded files (profile photos, ticket attachments, the files of resources' `file` fields),
 * kept in the database so that several server instances share them without a shared disk. Each
 * is at most 2 MB.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => ticketReplies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_ticket_idx').on(t.ticketId)],
);
