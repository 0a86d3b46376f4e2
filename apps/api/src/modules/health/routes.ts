/** `GET /api/health` for load balancers: 200 while the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod-compiler';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { session: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
