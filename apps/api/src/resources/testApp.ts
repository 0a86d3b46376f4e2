/**
 * The whole server on a test database, as the server's own tests build it, with the resource
 * endpoints' options given. The server's resource tests and the domains' server tests use it
 * (through `src/testing.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Agent } from '../../test/helpers/agent';
import { ACCOUNTS } from '../../test/helpers/app';
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from '../../test/helpers/database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import type { ResourcesPluginOptions } from './index';

export { ACCOUNTS };
export type Role = keyof typeof ACCOUNTS;

export interface ResourceTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  agent(): Agent;
  /** A signed-in agent with the brand selected. */
  signedIn(role: Role, brandId: number): Promise<Agent>;
  close(): Promise<void>;
}

export interface ResourceTestOptions extends ResourcesPluginOptions {
  /** A database made by the test (migrated, with the accounts); a new one by default. */
  database?: TestDatabase;
}

export async function createResourceTestApp(
  kind: DatabaseKind,
  testOptions: ResourceTestOptions = {},
): Promise<ResourceTestApp> {
  const { database: given, ...options } = testOptions;
  const database = given ?? (await createTestDatabase(kind));
  // Resources of a test's own are served on tables made as the server makes them at start.
  if (options.resources) await runMigrations(database.handle, { resources: options.resources });
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-resources-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, APP_DIST: join(dataDir, 'no-app') });
  const app = await buildApp({
    config,
    database: database.handle,
    ownsDatabase: false,
    logger: false,
    realtimeEnv: {},
    resources: options,
  });
  await app.ready();
  return {
    app,
    database,
    agent: () => new Agent(app),
    async signedIn(role, brandId) {
      const agent = new Agent(app);
      await agent.signInTo(ACCOUNTS[role], brandId);
      return agent;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
