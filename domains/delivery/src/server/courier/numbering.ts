/**
 * Courier request numbers per brand, without gaps: `CR-000001`. The counter's row is taken with
 * `insert ... on conflict do update ... returning` inside the create's transaction, so it stays
 * locked until that transaction ends: concurrent creates wait their turn, and a create that
 * fails rolls its number back for the next one.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** `CR-000123`: the prefix and the number padded to six digits. */
export const courierNumber = (n: number): string => `CR-${String(n).padStart(6, '0')}`;

export async function nextCourierNumber(db: Executor, brandId: number): Promise<string> {
  const [row] = await rowsOf<{ last_number: number | string }>(
    db,
    sql`insert into dlv_courier_counters (brand_id, last_number) values (${brandId}, 1)
        on conflict (brand_id)
        do update set last_number = dlv_courier_counters.last_number + 1
        returning last_number`,
  );
  return courierNumber(Number(row?.last_number));
}
