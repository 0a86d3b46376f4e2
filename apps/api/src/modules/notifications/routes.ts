/** The caller's own notifications: paged newest first, remove one, clear all. */
import {
  buildPaginator,
  idParamsSchema,
  messageResponseSchema,
  type Notification,
  notificationListQuerySchema,
  notificationPageSchema,
} from '@backoffice/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { keptQuery, pagePath } from '../../http/page-url';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { toIso } from '../../lib/time';
import { requireUser, userOf } from '../../plugins/app/authorization';

const tags = ['notifications'];
const DEFAULT_PER_PAGE = 10;
const errors = { 401: messageResponseSchema, 419: messageResponseSchema };

export async function notificationRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The caller's notifications, newest first",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const page = request.query.page;
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE;
      const [count] = await app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      const total = Number(count?.total ?? 0);
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const data: Notification[] = rows.map((row) => ({
        id: row.id,
        title: row.title,
        link: row.link,
        created_at: toIso(row.createdAt),
      }));
      return buildPaginator(data, {
        page,
        perPage,
        total,
        path: pagePath(request),
        query: keptQuery({ per_page: request.query.per_page }),
      });
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Removes one of the caller’s notifications',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const removed = await app.db
        .delete(notifications)
        .where(
          and(
            eq(notifications.id, request.params.id),
            eq(notifications.userId, userOf(request).id),
          ),
        )
        .returning({ id: notifications.id });
      if (removed.length === 0) throw notFound('Notification not found.');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/notifications',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Clears all of the caller’s notifications',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.db.delete(notifications).where(eq(notifications.userId, userOf(request).id));
      return reply.code(204).send(null);
    },
  );
}
