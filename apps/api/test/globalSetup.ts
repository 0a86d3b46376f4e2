/**
 * Once per run of the server's suite: migrates one PGlite database and, with
 * TEST_DATABASE_URL, one PostgreSQL database, which every test database of the run then copies
 * (see `helpers/database.ts`). Migrating takes seconds; a copy a fraction of that.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedTestDatabase } from './helpers/database';

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const imageFile = join(tmpdir(), `backoffice-test-template-${suffix}.tar`);
  const lite = await migratedTestDatabase('pglite');
  writeFileSync(imageFile, new Uint8Array(await (await lite.handle.dump!()).arrayBuffer()));
  await lite.drop();

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (adminUrl) {
    // Migrated in a database of its own, then renamed: a template nobody is connected to.
    const server = await migratedTestDatabase('postgres');
    const url = new URL((server.handle.pool?.options.connectionString as string) ?? '');
    await server.handle.close();
    postgresTemplate = `api_template_${suffix}`;
    await onServer(
      adminUrl,
      `alter database ${url.pathname.slice(1)} rename to ${postgresTemplate}`,
    );
  }

  project.provide('databaseTemplates', { pgliteImage: imageFile, postgresTemplate });
  return async () => {
    rmSync(imageFile, { force: true });
    if (adminUrl && postgresTemplate) {
      await onServer(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}
