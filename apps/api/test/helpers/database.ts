/**
 * Test databases: PGlite in memory always, and a PostgreSQL server when TEST_DATABASE_URL is
 * set. On the server each suite creates a database of its own and drops only that one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { ensureCatalogue } from '../../src/seed/catalogue';
import { seedDemo } from '../../src/seed/demo';

export type DatabaseKind = 'pglite' | 'postgres';

/** The engines to run each suite on. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

async function createServerDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An empty database, not migrated (for tests of the migrations themselves). */
export async function openEmptyTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let dropServer = async () => {};
  if (kind === 'postgres') {
    const server = await createServerDatabase(process.env.TEST_DATABASE_URL as string);
    handle = await openDatabase({ url: server.url, poolMax: 5 });
    dropServer = server.drop;
  } else {
    handle = await openDatabase({});
  }
  return {
    handle,
    async drop() {
      await handle.close();
      await dropServer();
    },
  };
}

/** A migrated database with the catalogue and the demo accounts (no domain demo rows). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openEmptyTestDatabase(kind);
  await runMigrations(database.handle);
  await ensureCatalogue(database.handle.db);
  await seedDemo(database.handle.db, { domains: false });
  return database;
}
