/** Builds the whole server on a test database, with a throwaway data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportServer } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { ThrottleStore } from '../../src/lib/throttle/store';
import { Agent } from './agent';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database';

export const ACCOUNTS = {
  admin: 'admin@backoffice.test',
  manager: 'manager@backoffice.test',
  dispatcher: 'dispatcher@backoffice.test',
  driver: 'driver@backoffice.test',
  concierge: 'concierge@backoffice.test',
  hr: 'hr@backoffice.test',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  agent(): Agent;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    throttleStore?: ThrottleStore;
    env?: Record<string, string>;
    /** The date-range reports to serve instead of the domains'. */
    reports?: readonly ReportServer[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_DIST: join(dataDir, 'no-app'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    ownsDatabase: false,
    logger: false,
    realtimeEnv: {},
    ...(options.throttleStore ? { throttleStore: options.throttleStore } : {}),
    ...(options.reports ? { reports: options.reports } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    agent: () => new Agent(app),
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
