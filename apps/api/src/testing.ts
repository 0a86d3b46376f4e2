/**
 * The server's test harness, for the server's own tests and the domains' server tests
 * (`domains/<x>/src/**\/*.server.test.ts`, which import it as `@backoffice/api/testing`): the
 * whole server on a fresh test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * with the demo accounts signed in through a browser-like agent.
 */
import { type Executor, rowsOf, seedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { DOMAIN_SERVERS } from './domains';

export type { Agent } from '../test/helpers/agent';
export {
  ACCOUNTS,
  createTestApp,
  type Role,
  type TestApp,
  type TestAppOptions,
} from '../test/helpers/app';
export { type DatabaseKind, databaseKinds } from '../test/helpers/database';

import type { TestApp } from '../test/helpers/app';

/** A domain seed's context, for the domains' tests that run one seed alone. */
export { seedContext } from '@backoffice/server-kit';

/**
 * Runs every domain's demo seed on a test app's database (the harness seeds only the accounts),
 * in one transaction, as a new install does; answers how long it took, in milliseconds.
 */
export async function seedDomains(t: TestApp, today = new Date()): Promise<number> {
  const started = performance.now();
  await t.database.handle.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const accounts = await rowsOf<{ id: number; role: string }>(
      db,
      sql`select u.id, r.name as role from users u
          join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          order by u.id desc`, // each role's first account last, so it names the role
    );
    const users = Object.fromEntries(accounts.map((account) => [account.role, account.id]));
    for (const domain of DOMAIN_SERVERS) await domain.seed?.(db, seedContext(today, users));
  });
  return performance.now() - started;
}
