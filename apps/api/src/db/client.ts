/**
 * Opens the database: PGlite in the data folder by default, a PostgreSQL server when a URL is
 * given. Both speak the same SQL, so one Drizzle schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool, on a PostgreSQL server. */
  pool?: pg.Pool;
  /**
   * Runs one hot query by name: a server-side prepared statement on PostgreSQL (planned once per
   * connection), a plain parameterised query on PGlite.
   */
  prepared<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  /** PGlite: the whole database as an image a new in-memory one can start from (`image`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; without it PGlite runs in memory. */
  dataDir?: string | undefined;
  /** In-memory PGlite only: start from this image of a database (a handle's `dump()`). */
  image?: Blob | undefined;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax);
  return openPglite(options.dataDir, options.image);
}

async function openPostgres(url: string, poolMax = 20): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // A server that does not answer fails the request (503, see `unavailable.ts`) rather than
    // holding it; the pool opens new connections by itself once the server is back.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  pool.on('connect', (client) => {
    // A client in use whose connection is cut emits 'error' too, beside failing its query (a
    // 503): without a listener that would be an uncaught exception that ends the process.
    client.on('error', () => {});
  });
  releaseOnFailedBegin(pool);
  await pool.query('select 1');
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const prepared = async <T>(name: string, text: string, params: unknown[]) =>
    (await pool.query({ name, text, values: params })).rows as T[];
  return { db, kind: 'postgres', pool, prepared, close: () => pool.end() };
}

/**
 * Drizzle's transaction on a pool checks a client out and sends `begin` before its
 * `try … finally release()`: when `begin` fails (the server went away between the checkout and
 * the statement) the client is never given back, and after `max` such failures every request
 * waits for a connection forever. Here a failed `begin` releases the client with its error (the
 * pool drops it) before Drizzle sees the error.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    // pg-pool's own `query` checks out with a callback and releases by itself.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const query = client.query;
      const guarded = (config: unknown, ...rest: unknown[]) => {
        // Only the first statement of a checkout is looked at; the client's own method returns.
        delete (client as { query?: unknown }).query;
        const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
        const result = (query as (...args: unknown[]) => unknown).call(client, config, ...rest);
        if (typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
        return (result as Promise<unknown>).catch((error: Error) => {
          client.release(error);
          throw error;
        });
      };
      (client as { query: unknown }).query = guarded;
      return client;
    });
  }) as typeof pool.connect;
}

async function openPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  } else {
    client = new PGlite(image ? { loadDataDir: image } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const prepared = async <T>(_name: string, text: string, params: unknown[]) =>
    (await client.query<T>(text, params)).rows;
  return {
    db,
    kind: 'pglite',
    prepared,
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Runs raw SQL and answers its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
