/**
 * `GET /api/bulk-jobs/{id}`: a bulk job's progress and result, for the user who started it
 * (anyone else, as an unknown id, 404). Jobs a previous run of the server left `running` are
 * marked `interrupted` when it starts: each of their batches committed whole or not at all.
 */
import { bulkJobSchema, messageResponseSchema } from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-compiler';
import { requireUser, userOf } from '../plugins/app/authorization';
import { interruptBulkJobs, readBulkJob } from './bulkJob';
import type { Executor } from './repository';

export async function bulkJobRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.db as unknown as Executor;
  await interruptBulkJobs(db);

  app.get(
    '/api/bulk-jobs/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['bulk-jobs'],
        summary: 'A bulk job started by the caller: its progress, counts and reasons',
        // A job's id is a UUID; anything else (a NUL, a slash) names no job: 404.
        params: z.object({
          id: z
            .string()
            .max(100)
            .regex(/^[\w-]+$/),
        }),
        response: {
          200: z.object({ data: bulkJobSchema }),
          401: messageResponseSchema,
          404: messageResponseSchema,
        },
      },
    },
    async (request) => {
      const job = await readBulkJob(db, request.params.id, userOf(request).id);
      if (!job) throw notFound('The bulk job was not found.');
      return { data: job };
    },
  );
}
