/**
 * Where a user's requests on a resource read and write: its brand, the rows the domain lets the
 * user reach (`rows(viewer)`), and a nested resource's parent. One place builds it, for the
 * record routes, bulk jobs and undo alike.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import type { ResourceHooks, RowViewer } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from './repository';

export interface ScopeOptions {
  resource: ResourceDefinition;
  resources: ReadonlyMap<string, ResourceDefinition>;
  hooks: ResourceHooks;
  brandId: number;
  /** Who asks; null for no one signed in (no narrowing by `rows`). */
  viewer: RowViewer | null;
  /** A further condition over the row `t` (a nested resource's parent). */
  parent?: SQL | null;
}

export function scopeFor(options: ScopeOptions): Scope {
  const rows = options.viewer && options.hooks.rows ? options.hooks.rows(options.viewer) : null;
  const conditions = [options.parent ?? null, rows ? rows(sql`t`) : null].filter(
    (condition) => condition !== null,
  );
  return {
    resource: options.resource,
    resources: options.resources,
    brandId: options.brandId,
    computed: options.hooks.computed ?? {},
    rows: conditions.length ? sql.join(conditions, sql` and `) : null,
  };
}
