/**
 * Order numbers per brand without gaps (`ORD-000001`): the counter's row is taken with
 * `insert ... on conflict do update ... returning` inside the placement's transaction, so it stays
 * locked until that transaction ends; concurrent placements take turns, and one that fails after
 * its number rolls it back for the next.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** `ORD-000123`. */
export const formatOrderNumber = (n: number): string => `ORD-${String(n).padStart(6, '0')}`;

export async function nextOrderNumber(db: Executor, brandId: number): Promise<string> {
  const [row] = await rowsOf<{ last_number: number | string }>(
    db,
    sql`insert into jfd_order_counters (brand_id, last_number) values (${brandId}, 1)
        on conflict (brand_id)
        do update set last_number = jfd_order_counters.last_number + 1
        returning last_number`,
  );
  return formatOrderNumber(Number(row?.last_number));
}
