import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** The signed-in user's id and name, as a log keeps who recorded it. */
export async function recorderOf(
  db: Executor,
  userId: number,
): Promise<{ recorded_by: number; recorded_by_name: string | null }> {
  const [user] = await rowsOf<{ name: string }>(
    db,
    sql`select concat_ws(' ', first_name, last_name) as name from users where id = ${userId}`,
  );
  return { recorded_by: userId, recorded_by_name: user?.name ?? null };
}

/** A flock of the brand, locked for the save: its bird count. */
export async function flockOf(
  db: Executor,
  brandId: number,
  flockId: number,
): Promise<{ id: number; bird_count: number } | undefined> {
  const [flock] = await rowsOf<{ id: number; bird_count: number }>(
    db,
    sql`select id, bird_count from livestock where id = ${flockId} and brand_id = ${brandId}`,
  );
  return flock ? { id: Number(flock.id), bird_count: Number(flock.bird_count) } : undefined;
}
