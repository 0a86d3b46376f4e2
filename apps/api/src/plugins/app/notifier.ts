/** Writes notifications for users and pushes each on its owner's private realtime channel. */
import { NOTIFICATION_EVENT, type Notification } from '@backoffice/contract';
import fp from 'fastify-plugin';
import { notifications } from '../../db/schema';
import { toIso } from '../../lib/time';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: {
      notify(userIds: number[], message: { title: string; link?: string | null }): Promise<void>;
    };
  }
}

export const notifierPlugin = fp(
  async (app) => {
    app.decorate('notifier', {
      async notify(userIds: number[], message: { title: string; link?: string | null }) {
        const unique = [...new Set(userIds)];
        if (unique.length === 0) return;
        const rows = await app.db
          .insert(notifications)
          .values(
            unique.map((userId) => ({ userId, title: message.title, link: message.link ?? null })),
          )
          .returning();
        await Promise.all(
          rows.map(async (row) => {
            const payload: Notification = {
              id: row.id,
              title: row.title,
              link: row.link,
              created_at: toIso(row.createdAt),
            };
            try {
              await app.realtime.publishToUser(row.userId, NOTIFICATION_EVENT, payload);
            } catch (error) {
              // The row is stored; the user sees it on the next list even if the push failed.
              app.log.warn({ err: error, userId: row.userId }, 'notification push failed');
            }
          }),
        );
      },
    });
  },
  { name: 'notifier', dependencies: ['database'], decorators: { fastify: ['realtime'] } },
);
