/**
 * Notices: the managers' paged list and editor (`manage_notices`), and the dashboard's list for
 * any member of the active brand. Every query is scoped to the session's active brand.
 */
import {
  buildPaginator,
  idParamsSchema,
  messageResponseSchema,
  NOTICE_PAGE_SIZE,
  type Notice,
  noticeInputSchema,
  noticeListQuerySchema,
  noticeListResponseSchema,
  noticePageSchema,
  noticeResponseSchema,
  ruleMessage,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { isBlankHtml, sanitiseHtml } from '@backoffice/server-kit';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandUser } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { createOnce } from '../../http/idempotent-create';
import { keptQuery, pagePath } from '../../http/page-url';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requireBrand, requirePermission, userOf } from '../../plugins/app/authorization';
import {
  createNotice,
  dashboardNotices,
  deleteNotice,
  findNotice,
  listNotices,
  updateNotice,
} from './notice-repository';

const tags = ['notices'];
const PERMISSION = 'manage_notices';
const guarded = requirePermission(PERMISSION);
const errors = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  419: messageResponseSchema,
};
const NOT_FOUND = 'Notice not found.';

export async function noticeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  function cleanDetails(details: string): string {
    const clean = sanitiseHtml(details);
    if (isBlankHtml(clean)) throw unprocessable({ details: [ruleMessage('required', 'details')] });
    return clean;
  }

  app.get(
    '/api/notices',
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: `The active brand's notices, ${NOTICE_PAGE_SIZE} per page, newest first`,
        querystring: noticeListQuerySchema,
        response: { 200: noticePageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, search, level } = request.query;
      const { rows, total } = await listNotices(app.dbHandle, brandOf(request), page, {
        search,
        level,
      });
      return buildPaginator(rows, {
        page,
        perPage: NOTICE_PAGE_SIZE,
        total,
        path: pagePath(request),
        query: keptQuery({ search, level }),
      });
    },
  );

  app.get(
    '/api/notices/list',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: "The dashboard: the active brand's published notices, newest first",
        response: { 200: noticeListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dashboardNotices(app.db, brandOf(request)) }),
  );

  app.get(
    '/api/notices/:id',
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: 'One notice of the active brand',
        params: idParamsSchema,
        response: { 200: noticeResponseSchema, ...errors, 404: messageResponseSchema },
      },
    },
    async (request) => {
      const notice = await findNotice(app.db, brandOf(request), request.params.id);
      if (!notice) throw notFound(NOT_FOUND);
      return { data: notice };
    },
  );

  app.post(
    '/api/notices',
    {
      preValidation: guarded,
      schema: {
        tags,
        summary:
          'Creates a notice in the active brand; details are sanitised HTML; an Idempotency-Key header makes a repeat safe',
        body: noticeInputSchema,
        response: { 201: noticeResponseSchema, ...errors, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const brandId = brandOf(request);
      const body = request.body;
      const values = {
        title: body.title,
        details: cleanDetails(body.details),
        level: body.level,
        published: body.published ?? true,
      };
      const outcome = await createOnce(app.db, request, 'notices', async (tx) => {
        const created = await createNotice(tx, brandId, user.id, values);
        return created.id;
      });
      if ('replayOf' in outcome) {
        const earlier =
          outcome.replayOf === null ? null : await findNotice(app.db, brandId, outcome.replayOf);
        if (!earlier) throw notFound(NOT_FOUND);
        return reply.code(201).header('idempotent-replayed', 'true').send({ data: earlier });
      }
      const notice = (await findNotice(app.db, brandId, outcome.created)) as Notice;
      if (notice.published) {
        const members = await app.db
          .select({ userId: brandUser.userId })
          .from(brandUser)
          .where(and(eq(brandUser.brandId, brandId), ne(brandUser.userId, user.id)));
        await app.notifier.notify(
          members.map((m) => m.userId),
          { title: `New notice: ${notice.title}`, link: '/dashboard' },
        );
      }
      return reply.code(201).send({ data: notice });
    },
  );

  app.put(
    '/api/notices/:id',
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: 'Updates a notice of the active brand',
        params: idParamsSchema,
        body: noticeInputSchema,
        response: {
          200: noticeResponseSchema,
          ...errors,
          404: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const notice = await updateNotice(app.db, brandOf(request), request.params.id, {
        title: body.title,
        details: cleanDetails(body.details),
        level: body.level,
        ...(body.published === undefined ? {} : { published: body.published }),
      });
      if (!notice) throw notFound(NOT_FOUND);
      return { data: notice };
    },
  );

  app.delete(
    '/api/notices/:id',
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: 'Deletes a notice of the active brand',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteNotice(app.db, brandOf(request), request.params.id))) {
        throw notFound(NOT_FOUND);
      }
      return reply.code(204).send(null);
    },
  );
}
