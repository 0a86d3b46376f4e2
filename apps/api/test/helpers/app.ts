/** Builds the whole server on a test database, with a throwaway data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportServer } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { runMigrations } from '../../src/db/migrate';
import type { ThrottleStore } from '../../src/lib/throttle/store';
import type { ResourcesPluginOptions } from '../../src/resources';
import { Agent } from './agent';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database';

export const ACCOUNTS = {
  admin: 'admin@backoffice.test',
  manager: 'manager@backoffice.test',
  dispatcher: 'dispatcher@backoffice.test',
  driver: 'driver@backoffice.test',
  concierge: 'concierge@backoffice.test',
  hr: 'hr@backoffice.test',
  sales: 'sales@backoffice.test',
  store: 'store@backoffice.test',
  officer: 'officer@backoffice.test',
} as const;

export type Role = keyof typeof ACCOUNTS;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  agent(): Agent;
  /** A signed-in agent with the brand selected. */
  signedIn(role: Role, brandId: number): Promise<Agent>;
  close(): Promise<void>;
}

export interface TestAppOptions extends ResourcesPluginOptions {
  throttleStore?: ThrottleStore;
  env?: Record<string, string>;
  /** The date-range reports to serve instead of the domains'. */
  reports?: readonly ReportServer[];
  /** A database made by the test (migrated, with the accounts); a new one by default. */
  database?: TestDatabase;
}

/**
 * The one harness of the server's tests and the domains' server tests: the whole server on a
 * fresh test database (with the demo accounts, no domain demo rows) and a throwaway data
 * folder. `resources` serves definitions of the test's own, on tables made as the server makes
 * them at start.
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database: given, throttleStore, env, reports, ...resources } = options;
  const database = given ?? (await createTestDatabase(kind));
  if (resources.resources) {
    await runMigrations(database.handle, { resources: resources.resources });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_DIST: join(dataDir, 'no-app'),
    ...env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    ownsDatabase: false,
    logger: false,
    realtimeEnv: {},
    resources,
    ...(throttleStore ? { throttleStore } : {}),
    ...(reports ? { reports } : {}),
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
