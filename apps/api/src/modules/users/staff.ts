/**
 * `GET /api/staff?role=Driver`: the users of the active brand holding a role, by id and name,
 * for a form that picks one (a driver's user). Signed in with an active brand; `role` is the
 * role's name as the spec spells it (`Driver`, `Shopping Concierge`; case ignored).
 */
import { messageResponseSchema, validationErrorResponseSchema } from '@backoffice/contract';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requireUser } from '../../plugins/app/authorization';

const staffQuery = z.object({ role: z.string().trim().min(1).max(100) });
const staffResponse = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

export async function staffRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/staff',
    {
      preValidation: async (request) => {
        await requireUser(request);
        brandOf(request);
      },
      schema: {
        tags: ['user'],
        summary: 'The users of the active brand holding a role, for a pick list',
        querystring: staffQuery,
        response: {
          200: staffResponse,
          401: messageResponseSchema,
          403: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const rows = await rowsOf<{ id: number; name: string }>(
        app.db as unknown as Executor,
        sql`select u.id, u.first_name || ' ' || u.last_name as name
              from users u
              join brand_user b on b.user_id = u.id and b.brand_id = ${brandOf(request)}
             where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                            where ur.user_id = u.id and lower(r.name) = lower(${request.query.role}))
             order by u.first_name, u.last_name, u.id`,
      );
      return { data: rows.map((row) => ({ id: Number(row.id), name: row.name })) };
    },
  );
}
