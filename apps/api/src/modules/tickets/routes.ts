/**
 * Support tickets of the active brand: list, open (with attachments), read with replies, reply,
 * change status. Authors see their own tickets; support staff see all of the brand's.
 */
import {
  buildPaginator,
  canTransition,
  createTicketRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  ruleMessage,
  TICKET_MAX_ATTACHMENTS,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketReplyRequestSchema,
  ticketReplySchema,
  ticketResponseSchema,
  ticketStatusRequestSchema,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { createOnce } from '../../http/idempotent-create';
import { keptQuery, pagePath } from '../../http/page-url';
import { sniffFileType, UploadedFile, uploadedFileSchema } from '../../http/uploads';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requireBrand, userOf } from '../../plugins/app/authorization';
import { saveFile } from '../files/file-repository';
import type { AuthUser } from '../users/auth-user';
import { allowedStatuses, canSeeTicket, isSupport, SUPPORT_PERMISSION } from './access';
import {
  findTicket,
  insertReply,
  insertTicket,
  listTickets,
  setTicketStatus,
  supportStaff,
  TICKET_PAGE_SIZE,
  type TicketRecord,
  ticketDetail,
} from './ticket-repository';

const tags = ['tickets'];
const errors = {
  401: messageResponseSchema,
  403: messageResponseSchema,
  419: messageResponseSchema,
};
const NOT_FOUND = 'Ticket not found.';
const multipartTypes = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
];

/** `attachments[]` parts; a single `attachments` part counts as a list of one. */
const attachmentsSchema = z
  .preprocess(
    (value) => (value instanceof UploadedFile ? [value] : value),
    z.array(uploadedFileSchema).max(TICKET_MAX_ATTACHMENTS),
  )
  .optional();

const createBodySchema = createTicketRequestSchema.extend({ attachments: attachmentsSchema });
const replyBodySchema = ticketReplyRequestSchema.extend({ attachments: attachmentsSchema });

export async function ticketRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  async function visibleTicket(
    request: FastifyRequest,
    id: number,
  ): Promise<{ user: AuthUser; ticket: TicketRecord }> {
    const user = userOf(request);
    const ticket = await findTicket(app.db, brandOf(request), id);
    // Another person's ticket answers as if it did not exist.
    if (!ticket || !canSeeTicket(user, ticket)) throw notFound(NOT_FOUND);
    return { user, ticket };
  }

  async function storeAttachments(
    db: Database,
    files: UploadedFile[] | undefined,
    ownerId: number,
    ticketId: number,
    replyId: number | null,
  ) {
    for (const file of files ?? []) {
      await saveFile(db, file, {
        kind: 'ticket_attachment',
        ownerId,
        ticketId,
        replyId,
        // From the bytes, never the client's claim (an `a.js` is text, never a script).
        contentType: sniffFileType(file.data),
      });
    }
  }

  app.get(
    '/api/tickets',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: 'Tickets of the active brand (own tickets, or all for support staff)',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { page, search, status } = request.query;
      const { rows, total } = await listTickets(app.db, brandOf(request), page, {
        authorId: isSupport(user) ? null : user.id,
        search,
        status,
      });
      return buildPaginator(rows, {
        page,
        perPage: TICKET_PAGE_SIZE,
        total,
        path: pagePath(request),
        query: keptQuery({ search, status }),
      });
    },
  );

  app.post(
    '/api/tickets',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: `Opens a ticket; up to ${TICKET_MAX_ATTACHMENTS} attachments of 2 MB; an Idempotency-Key header makes a repeat safe`,
        consumes: multipartTypes,
        body: createBodySchema,
        response: { 201: ticketResponseSchema, ...errors, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const brandId = brandOf(request);
      const body = request.body;
      const outcome = await createOnce(app.db, request, 'tickets', async (db) => {
        const ticketId = await insertTicket(db, {
          brandId,
          userId: user.id,
          subject: body.subject,
          description: body.description,
          priority: body.priority ?? 'normal',
        });
        await storeAttachments(db, body.attachments, user.id, ticketId, null);
        return ticketId;
      });
      if ('replayOf' in outcome) {
        const earlier =
          outcome.replayOf === null ? null : await findTicket(app.db, brandId, outcome.replayOf);
        if (!earlier || !canSeeTicket(user, earlier)) throw notFound(NOT_FOUND);
        return reply
          .code(201)
          .header('idempotent-replayed', 'true')
          .send({ data: await ticketDetail(app.db, earlier) });
      }
      const id = outcome.created;
      const ticket = (await findTicket(app.db, brandId, id)) as TicketRecord;
      const staff = await supportStaff(app.db, brandId, SUPPORT_PERMISSION);
      await app.notifier.notify(
        staff.filter((staffId) => staffId !== user.id),
        { title: `New ticket #${id}: ${ticket.subject}`, link: `/tickets/${id}` },
      );
      return reply.code(201).send({ data: await ticketDetail(app.db, ticket) });
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: 'A ticket with its attachments and replies',
        params: idParamsSchema,
        response: { 200: ticketResponseSchema, ...errors, 404: messageResponseSchema },
      },
    },
    async (request) => {
      const { ticket } = await visibleTicket(request, request.params.id);
      return { data: await ticketDetail(app.db, ticket) };
    },
  );

  app.post(
    '/api/tickets/:id/replies',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: 'Replies to a ticket (not when closed); attachments as on opening',
        consumes: multipartTypes,
        params: idParamsSchema,
        body: replyBodySchema,
        response: {
          201: z.object({ data: ticketReplySchema }),
          ...errors,
          404: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, ticket } = await visibleTicket(request, request.params.id);
      if (ticket.status === 'closed') {
        throw unprocessable({ body: ['The ticket is closed; reopen it to reply.'] });
      }
      const body = request.body;
      const replyId = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const id = await insertReply(db, { ticketId: ticket.id, userId: user.id, body: body.body });
        await storeAttachments(db, body.attachments, user.id, ticket.id, id);
        return id;
      });
      const recipients =
        ticket.userId === user.id
          ? await supportStaff(app.db, ticket.brand_id, SUPPORT_PERMISSION)
          : [ticket.userId];
      await app.notifier.notify(
        recipients.filter((id) => id !== user.id),
        {
          title: `New reply on ticket #${ticket.id}: ${ticket.subject}`,
          link: `/tickets/${ticket.id}`,
        },
      );
      const detail = await ticketDetail(app.db, ticket);
      const created = detail.replies.find((r) => r.id === replyId);
      return reply.code(201).send({ data: created as (typeof detail.replies)[number] });
    },
  );

  app.put(
    '/api/tickets/:id/status',
    {
      preValidation: requireBrand,
      schema: {
        tags,
        summary: 'Changes the status (open, in progress, resolved, closed; reopen)',
        params: idParamsSchema,
        body: ticketStatusRequestSchema,
        response: {
          200: ticketResponseSchema,
          ...errors,
          404: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user, ticket } = await visibleTicket(request, request.params.id);
      const next = request.body.status;
      if (!canTransition(ticket.status, next) || !allowedStatuses(user, ticket).includes(next)) {
        throw unprocessable({ status: [ruleMessage('in', 'status')] });
      }
      await setTicketStatus(app.db, ticket.id, next);
      if (ticket.userId !== user.id) {
        await app.notifier.notify([ticket.userId], {
          title: `Ticket #${ticket.id} is now ${next.replace('_', ' ')}`,
          link: `/tickets/${ticket.id}`,
        });
      }
      const updated = (await findTicket(app.db, ticket.brand_id, ticket.id)) as TicketRecord;
      return { data: await ticketDetail(app.db, updated) };
    },
  );
}
