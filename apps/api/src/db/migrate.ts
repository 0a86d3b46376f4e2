/** Applies the versioned SQL migrations in `drizzle/` that the database has not seen yet. */

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle, Schema } from './client';

/** Any fixed number: instances starting together take turns on this advisory lock. */
const MIGRATION_LOCK = 7_141_592;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const db = handle.db as unknown as NodePgDatabase<Schema>;
  if (!handle.pool) throw new Error('A PostgreSQL handle needs its pool.');
  const lock = await handle.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(db, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
