/**
 * Test databases: PGlite in memory always, and a PostgreSQL server when TEST_DATABASE_URL is
 * set. On the server each suite creates a database of its own and drops only that one.
 *
 * A new test database is a copy of a template the run's global setup (`test/globalSetup.ts`)
 * migrated once: PGlite starts from its image, PostgreSQL copies it (`create database ...
 * template`). Without the setup (a file run on its own outside this package's config) each one
 * is migrated from nothing, with the same result.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
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

/** The templates of this run, as the global setup provides them. */
export interface DatabaseTemplates {
  /** A file holding the image of a migrated PGlite database. */
  pgliteImage: string | null;
  /** A migrated database on the TEST_DATABASE_URL server. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

function templates(): DatabaseTemplates {
  try {
    return inject('databaseTemplates') ?? { pgliteImage: null, postgresTemplate: null };
  } catch {
    return { pgliteImage: null, postgresTemplate: null };
  }
}

/** Read once per test file: every PGlite test database of the file starts from it. */
let pgliteImage: Blob | null | undefined;

function templateImage(): Blob | null {
  if (pgliteImage === undefined) {
    const file = templates().pgliteImage;
    pgliteImage = file ? new Blob([readFileSync(file)]) : null;
  }
  return pgliteImage;
}

async function createServerDatabase(
  adminUrl: string,
  template: string | null = null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
  const { postgresTemplate } = templates();
  if (kind === 'postgres' && postgresTemplate) {
    const server = await createServerDatabase(
      process.env.TEST_DATABASE_URL as string,
      postgresTemplate,
    );
    const handle = await openDatabase({ url: server.url, poolMax: 5 });
    return {
      handle,
      async drop() {
        await handle.close();
        await server.drop();
      },
    };
  }
  const image = kind === 'pglite' ? templateImage() : null;
  if (image) {
    const handle = await openDatabase({ image });
    return { handle, drop: () => handle.close() };
  }
  return migratedTestDatabase(kind);
}

/** A database migrated from nothing, with the catalogue and the demo accounts. */
export async function migratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openEmptyTestDatabase(kind);
  await runMigrations(database.handle);
  await ensureCatalogue(database.handle.db);
  await seedDemo(database.handle.db, { domains: false });
  return database;
}
