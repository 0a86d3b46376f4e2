/**
 * Document numbers per brand and type, without gaps: `INV-000001`, `EST-000001`. The counter's
 * row is taken with `insert ... on conflict do update ... returning` inside the create's
 * transaction, so it stays locked until that transaction ends: concurrent creates wait their
 * turn, and a create that fails rolls its number back for the next one.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const NUMBER_PREFIX = { invoice: 'INV', estimate: 'EST' } as const;
export type DocumentType = keyof typeof NUMBER_PREFIX;

/** `INV-000123`: the prefix and the number padded to six digits. */
export const formatNumber = (type: DocumentType, n: number): string =>
  `${NUMBER_PREFIX[type]}-${String(n).padStart(6, '0')}`;

export async function nextNumber(
  db: Executor,
  brandId: number,
  type: DocumentType,
): Promise<string> {
  const [row] = await rowsOf<{ last_number: number | string }>(
    db,
    sql`insert into jf_document_counters (brand_id, type, last_number)
        values (${brandId}, ${type}, 1)
        on conflict (brand_id, type)
        do update set last_number = jf_document_counters.last_number + 1
        returning last_number`,
  );
  return formatNumber(type, Number(row?.last_number));
}
