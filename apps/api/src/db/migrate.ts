/**
 * Brings the database up to this version of the server: applies the versioned SQL migrations in
 * `drizzle/` that it has not seen yet, then creates or extends the resource tables from their
 * definitions (see `resources/schemaSync.ts`), then runs the domains' own idempotent DDL
 * (`DomainServer.tables`: an invoice's payments, a counter of numbers). Instances starting
 * together take turns.
 */

import type { ResourceDefinition } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DOMAIN_SERVERS, RESOURCES } from '../domains';
import { migrationsFolder } from '../paths';
import { syncResourceTables } from '../resources/schemaSync';
import { buildResourceTables } from '../resources/tables';
import type { DatabaseHandle, Schema } from './client';

/** Any fixed number: instances starting together take turns on this advisory lock. */
const MIGRATION_LOCK = 7_141_592;

export interface MigrationOptions {
  /** The resources whose tables to keep; the registry's by default. */
  resources?: readonly ResourceDefinition[];
}

/** Answers the warnings of the resource tables' sync (a unique index the rows break, say). */
export async function runMigrations(
  handle: DatabaseHandle,
  options: MigrationOptions = {},
): Promise<string[]> {
  const config = { migrationsFolder };
  const tables = Object.values(buildResourceTables(options.resources ?? RESOURCES));
  const run = async (statement: string) => {
    await handle.db.execute(sql.raw(statement));
  };
  const sync = async () => {
    const warnings = await syncResourceTables(tables, run);
    // The domains' own tables refer to the registry's: only with the registry's tables.
    if (!options.resources) {
      for (const statement of DOMAIN_SERVERS.flatMap((domain) => domain.tables ?? [])) {
        await run(statement);
      }
    }
    return warnings;
  };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    return sync();
  }
  const db = handle.db as unknown as NodePgDatabase<Schema>;
  if (!handle.pool) throw new Error('A PostgreSQL handle needs its pool.');
  const lock = await handle.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(db, config);
    return await sync();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
