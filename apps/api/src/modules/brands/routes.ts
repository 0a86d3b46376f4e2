/** The brand picker's data: every brand, and the signed-in user's own. */
import { brandListResponseSchema, messageResponseSchema } from '@backoffice/contract';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands } from '../../db/schema';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { requireUser, userOf } from '../../plugins/app/authorization';

const tags = ['brands'];
const response = { 200: brandListResponseSchema, 401: messageResponseSchema };
const columns = { id: brands.id, name: brands.name, logo: brands.logo };

export async function brandRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/brands/home',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Every brand; the picker fades those not in the user’s `brands`',
        response,
      },
    },
    async () => ({ data: await app.db.select(columns).from(brands).orderBy(asc(brands.id)) }),
  );

  app.get(
    '/api/brands/list',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'The brands the user is a member of', response },
    },
    async (request) => {
      const ids = userOf(request).brands;
      if (ids.length === 0) return { data: [] };
      const rows = await app.db
        .select(columns)
        .from(brands)
        .where(inArray(brands.id, ids))
        .orderBy(asc(brands.id));
      return { data: rows };
    },
  );
}
