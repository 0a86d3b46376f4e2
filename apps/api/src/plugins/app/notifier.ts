/**
 * Writes notifications for users and pushes each on its owner's private realtime channel. The
 * two halves are apart so that a save's hook writes the rows in its transaction and the pushes
 * leave after the commit (`hookContext.ts`); `notify` does both at once.
 */
import { NOTIFICATION_EVENT, type Notification } from '@backoffice/contract';
import { type Executor, type NotificationMessage, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toIso } from '../../lib/time';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: {
      notify(userIds: number[], message: NotificationMessage): Promise<void>;
    };
  }
}

/** A stored notification and its owner, waiting to be pushed. */
export interface StoredNotification {
  userId: number;
  payload: Notification;
}

/** Stores one notification per user (each once), through `db` (a transaction, maybe). */
export async function writeNotifications(
  db: Executor,
  userIds: readonly number[],
  message: NotificationMessage,
): Promise<StoredNotification[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const link = message.link ?? null;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`insert into notifications (user_id, title, link)
        values ${sql.join(
          unique.map((userId) => sql`(${userId}, ${message.title}, ${link})`),
          sql`, `,
        )}
        returning id, user_id, title, link, created_at`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    payload: {
      id: Number(row.id),
      title: String(row.title),
      link: row.link === null ? null : String(row.link),
      created_at: toIso(row.created_at as Date | string),
    },
  }));
}

/** Pushes stored notifications on their owners' channels; a failed push is logged. */
export async function pushNotifications(
  app: FastifyInstance,
  stored: readonly StoredNotification[],
): Promise<void> {
  await Promise.all(
    stored.map(async ({ userId, payload }) => {
      try {
        await app.realtime.publishToUser(userId, NOTIFICATION_EVENT, payload);
      } catch (error) {
        // The row is stored; the user sees it on the next list even if the push failed.
        app.log.warn({ err: error, userId }, 'notification push failed');
      }
    }),
  );
}

export const notifierPlugin = fp(
  async (app) => {
    app.decorate('notifier', {
      async notify(userIds: number[], message: NotificationMessage) {
        await pushNotifications(app, await writeNotifications(app.db, userIds, message));
      },
    });
  },
  { name: 'notifier', dependencies: ['database'], decorators: { fastify: ['realtime'] } },
);
