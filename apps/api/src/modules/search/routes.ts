/**
 * `GET /api/search?q=`: the command palette's search. Records of the active brand whose title or
 * searchable fields hold `q` (ignoring case, as each list's own search matches them), in every
 * resource whose list the user may open there (`searchedResources`), within the rows each
 * resource lets the user reach (its `rows` hook), `SEARCH_PER_RESOURCE` per resource, in one
 * query. A `q` shorter than `SEARCH_MIN_LENGTH` (after trimming) answers no hits. Signed in with
 * an active brand (401, 403).
 */
import {
  messageResponseSchema,
  SEARCH_MIN_LENGTH,
  SEARCH_PATH,
  SEARCH_PER_RESOURCE,
  type SearchHit,
  searchHitSchema,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RESOURCE_HOOKS, RESOURCES } from '../../domains';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { brandOf, requireBrand, userOf } from '../../plugins/app/authorization';
import type { ResourcesPluginOptions } from '../../resources';
import { type Executor, rowsOf, type Scope, searchSelect } from '../../resources/repository';
import { searchedResources } from './searchedResources';

/** The list's search takes up to 255 characters; so does this one. */
const searchQuery = z.object({ q: z.string().trim().max(255).optional() });
const searchResponse = z.object({ data: z.array(searchHitSchema) });

export async function searchRoutes(
  root: FastifyInstance,
  options: Pick<ResourcesPluginOptions, 'resources' | 'hooks'> = {},
): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const resources = options.resources ?? RESOURCES;
  const hooks = options.hooks ?? RESOURCE_HOOKS;
  const byName = new Map(resources.map((resource) => [resource.name, resource] as const));

  app.get(
    SEARCH_PATH,
    {
      preValidation: requireBrand,
      schema: {
        tags: ['search'],
        summary: 'Records of the active brand found by title across the lists the user may open',
        querystring: searchQuery,
        response: {
          200: searchResponse,
          401: messageResponseSchema,
          403: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const text = request.query.q ?? '';
      if (text.length < SEARCH_MIN_LENGTH) return { data: [] };
      const user = userOf(request);
      const brandId = brandOf(request);
      const viewer = { userId: user.id, permissions: user.permissions, brandId };
      const selects = searchedResources(resources, user.permissions, brandId).flatMap(
        (resource, position) => {
          const resourceHooks = hooks[resource.name] ?? {};
          const rows = resourceHooks.rows?.(viewer) ?? null;
          const scope: Scope = {
            resource,
            resources: byName,
            brandId,
            computed: resourceHooks.computed ?? {},
            rows: rows ? rows(sql`t`) : null,
          };
          const select = searchSelect(scope, text, SEARCH_PER_RESOURCE);
          return select ? [sql`(select ${position}::int as position, s.* from (${select}) s)`] : [];
        },
      );
      if (selects.length === 0) return { data: [] };
      const found = await rowsOf<{
        resource: string;
        id: number;
        key: string | null;
        title: string | null;
      }>(
        app.db as unknown as Executor,
        sql`select resource, id, key, title from (${sql.join(selects, sql` union all `)}) hits
            order by position, starts desc, title asc nulls last, id asc`,
      );
      const data: SearchHit[] = found.map((row) => {
        const resource = byName.get(row.resource);
        const singular = resource?.singular ?? row.resource;
        const id = Number(row.id);
        return {
          resource: row.resource,
          id,
          key: row.key,
          title: row.title ?? `${singular} ${id}`,
          kind: singular,
        };
      });
      return { data };
    },
  );
}
