/**
 * `GET /api/files/{id}`: profile photos for any signed-in user; ticket attachments only for
 * those who can see the ticket in their active brand. Images are shown in place; everything else
 * downloads as an attachment, as PDF, plain text or bytes (never a type a browser runs). The
 * files of resources are not served here (see `GET /api/<segment>/{id}/files/{field}`).
 */
import { messageResponseSchema } from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { INLINE_FILE_TYPES, servedFileType } from '../../http/uploads';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { requireUser, userOf } from '../../plugins/app/authorization';
import { canSeeTicket } from '../tickets/access';
import { findTicket } from '../tickets/ticket-repository';
import { activeBrandOf } from '../users/auth-user';
import { findFile } from './file-repository';

const paramsSchema = z.object({ id: z.uuid() });

export async function fileRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/files/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Downloads a stored file',
        params: paramsSchema,
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }),
          401: messageResponseSchema,
          404: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const file = await findFile(app.db, request.params.id);
      // A resource's file is served by its record's endpoint, with the record's checks.
      if (!file || file.kind === 'resource_file') throw notFound('File not found.');
      if (file.kind === 'ticket_attachment') {
        const brandId = activeBrandOf(user);
        const ticket =
          brandId && file.ticketId ? await findTicket(app.db, brandId, file.ticketId) : null;
        if (!ticket || !canSeeTicket(user, ticket)) throw notFound('File not found.');
      }
      // Never what a browser would run: scripts, HTML, SVG, XML and unknown types go as bytes.
      const type = servedFileType(file.contentType);
      const inline = INLINE_FILE_TYPES.has(type);
      const name = encodeURIComponent(file.name);
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
        )
        .send(file.data);
    },
  );
}
