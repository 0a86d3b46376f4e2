/**
 * Starts the server: opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies
 * migrations, adds reference data and, on an empty install, the demo accounts; then listens and
 * prints where it is ready with the demo sign-ins.
 */
// First: the clock is pinned before any other module reads the time.
import './pinClock';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureCatalogue } from './seed/catalogue';
import { hasUsers, seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/** How long a shutdown waits for requests in flight (a container's grace is usually 30 s). */
const SHUTDOWN_GRACE_MS = 25_000;

function signInTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.password]);
  const header = ['Role', 'Email', 'Password'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ')}`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.pgPoolMax,
  });
  const schemaWarnings = await runMigrations(database);
  await ensureCatalogue(database.db);
  const seeded = config.seedDemo && !(await hasUsers(database.db));
  if (seeded) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  for (const warning of schemaWarnings) app.log.warn(warning);
  if (seeded) app.log.info('demo data seeded');
  app.log.info(
    database.kind === 'pglite' ? { dataDir: config.dataDir } : { database: 'postgresql' },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal, or a close that takes too long, ends the process at once.
    if (closing) process.exit(1);
    closing = true;
    // No new connections; requests in flight finish; websocket clients are told to reconnect
    // at once (4200); then the database closes.
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Backoffice is ready at http://localhost:${port}`);
  console.log(`Demo sign-ins:\n${signInTable()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
