/**
 * How a request names a resource's records, from its definition:
 *
 * - a nested resource lives under its parent, found by the parent's key in the path
 *   (`/api/evd-stores/{storeSlug}/products`): its rows are the parent's only, and a create sets
 *   the parent's field;
 * - a record is named by its id, or for a resource with a `recordKey` by that key
 *   (`/api/evd-stores/{slug}`).
 *
 * The names are resolved once per request, in a `preHandler`: after the permission checks and the
 * parameters' validation (so 401, 403 and 422 come first), before the handler. An unknown parent
 * or key answers 404, in the session's brand only.
 *
 * The key in the path is also what record-level permissions (`ResourceHooks.grants`: a store
 * member's store-level permissions) are looked up by: see `grantedPermission`.
 */
import { hasPermission } from '@backoffice/access';
import { parentParam, type ResourceDefinition } from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { brandOf, userOf } from '../plugins/app/authorization';
import { type Executor, rowsOf } from './repository';

/** The largest id a PostgreSQL `serial` column holds. */
const MAX_ROW_ID = 2_147_483_647;
/** A key in the path: a slug. */
const keyParam = z.string().min(1).max(200);

interface Resolved {
  parentId: number | null;
  recordId: number | null;
}

export interface Addressing {
  /** The parameters of the collection's routes (a nested resource's parent key). */
  collectionParams: z.ZodObject<z.ZodRawShape>;
  /** The parameters of a record's routes: the parent key, then `id` (an id, or the record key). */
  recordParams: z.ZodObject<z.ZodRawShape>;
  /** Resolves the parent and the record named in the path; 404 for an unknown one. */
  resolve(request: FastifyRequest): Promise<void>;
  /** The parent's id, for a nested resource; null otherwise. */
  parentIdOf(request: FastifyRequest): number | null;
  /** The id of the record the path names. */
  recordIdOf(request: FastifyRequest): number;
  /** The narrowing of a nested resource's rows to its parent's, over the row `t`. */
  parentCondition(request: FastifyRequest): SQL | null;
  /**
   * Whether the user holds one of the permissions for the record the path names (its own key,
   * or its parent's), by the `grants` hook of the resource that grants them.
   */
  grantedPermission(request: FastifyRequest, anyOf: readonly string[]): Promise<boolean>;
}

export interface AddressingOptions {
  db: FastifyInstance['db'];
  resource: ResourceDefinition;
  /** The parent's definition, for a nested resource. */
  parent: ResourceDefinition | null;
  /** The hooks of the resource whose `grants` count here: the parent's, or the resource's own. */
  grantsFrom: ResourceHooks | null;
}

export function addressingOf(options: AddressingOptions): Addressing {
  const { resource, parent } = options;
  const param = parentParam(resource);
  const key = resource.recordKey;
  const resolved = new WeakMap<FastifyRequest, Resolved>();
  const parentShape: z.ZodRawShape = param ? { [param]: keyParam } : {};
  const idShape: z.ZodRawShape = {
    id: key ? keyParam : z.coerce.number().int().min(1).max(MAX_ROW_ID),
  };
  const paramsOf = (request: FastifyRequest) => request.params as Record<string, unknown>;

  async function idBy(
    table: ResourceDefinition,
    field: string,
    value: unknown,
    brandId: number,
  ): Promise<number | null> {
    const conditions = [sql`${sql.identifier(field)} = ${String(value)}`];
    if (table.scope === 'brand') conditions.push(sql`brand_id = ${brandId}`);
    const rows = await rowsOf<{ id: number }>(
      options.db as unknown as Executor,
      sql`select id from ${sql.identifier(table.name)} where ${sql.join(conditions, sql` and `)}`,
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  return {
    collectionParams: z.object(parentShape),
    recordParams: z.object({ ...parentShape, ...idShape }),

    async resolve(request) {
      const params = paramsOf(request);
      const brandId = brandOf(request);
      let parentId: number | null = null;
      if (param && parent && resource.parent) {
        parentId = await idBy(parent, resource.parent.key, params[param], brandId);
        if (parentId === null) throw notFound(`The ${parent.singular} was not found.`);
      }
      let recordId: number | null = null;
      if (key && params.id !== undefined) {
        recordId = await idBy(resource, key, params.id, brandId);
        if (recordId === null) throw notFound(`The ${resource.singular} was not found.`);
      } else if (params.id !== undefined) {
        recordId = Number(params.id);
      }
      resolved.set(request, { parentId, recordId });
    },

    parentIdOf(request) {
      return resolved.get(request)?.parentId ?? null;
    },

    recordIdOf(request) {
      const id = resolved.get(request)?.recordId;
      if (id === null || id === undefined) throw new Error('The record of the path is unknown.');
      return id;
    },

    parentCondition(request) {
      const parentId = resolved.get(request)?.parentId;
      if (!resource.parent || parentId === null || parentId === undefined) return null;
      return sql`t.${sql.identifier(resource.parent.field)} = ${parentId}`;
    },

    async grantedPermission(request, anyOf) {
      const grants = options.grantsFrom?.grants;
      const params = paramsOf(request);
      // Checked before the parameters' validation: only a text key in the path counts.
      const named = param ? params[param] : key ? params.id : undefined;
      if (!grants || typeof named !== 'string' || named === '') return false;
      const user = userOf(request);
      const held = await grants(options.db as unknown as Executor, {
        userId: user.id,
        brandId: brandOf(request),
      });
      if (!Object.hasOwn(held, named)) return false;
      const granted = held[named] ?? [];
      return anyOf.some((permission) => hasPermission(granted, permission));
    },
  };
}
