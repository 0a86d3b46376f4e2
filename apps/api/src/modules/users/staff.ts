/**
 * `GET /api/staff?role=Driver`: the users of the active brand holding a role, by id and name,
 * with their roles, for a form that picks one (a driver's user). Signed in with an active brand;
 * `role` is the role's name as the spec spells it (`Driver`, `Shopping Concierge`; case
 * ignored). Without `role`, every user of the brand (a project's members, an employee's account).
 */
import { messageResponseSchema, validationErrorResponseSchema } from '@backoffice/contract';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requireUser } from '../../plugins/app/authorization';

const staffQuery = z.object({ role: z.string().trim().min(1).max(100).optional() });
const staffResponse = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), roles: z.array(z.string()) })),
});

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
      const role = request.query.role;
      const rows = await rowsOf<{ id: number; name: string; roles: string[] | null }>(
        app.db as unknown as Executor,
        sql`select u.id, u.first_name || ' ' || u.last_name as name,
                   (select array_agg(r.name order by r.name) from user_roles ur
                      join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
              from users u
              join brand_user b on b.user_id = u.id and b.brand_id = ${brandOf(request)}
             where ${role ? sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and lower(r.name) = lower(${role}))` : sql`true`}
             order by u.first_name, u.last_name, u.id`,
      );
      return {
        data: rows.map((row) => ({ id: Number(row.id), name: row.name, roles: row.roles ?? [] })),
      };
    },
  );
}
