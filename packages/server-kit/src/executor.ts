/**
 * What runs SQL for a domain's server code: the database, or the transaction of a save. Every
 * domain query takes one, so the same code runs inside a save's transaction or on its own.
 */
import type { SQL } from 'drizzle-orm';

export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

export type Row = Record<string, unknown>;

/** The rows a query answers, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
