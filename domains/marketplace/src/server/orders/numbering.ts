/** The area's numbers per brand without gaps: `MKT-000001`, `RF-000001`, `PAY-000001`. */
import { documentNumber, type Executor, nextDocumentNumber, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const TABLE = 'evd_document_counters';

export const SEQUENCES = {
  order: { table: TABLE, type: 'order', prefix: 'MKT' },
  refund: { table: TABLE, type: 'refund', prefix: 'RF' },
  payable: { table: TABLE, type: 'payable', prefix: 'PAY' },
} as const;

export type Sequence = keyof typeof SEQUENCES;

export const nextNumber = (db: Executor, brandId: number, sequence: Sequence): Promise<string> =>
  nextDocumentNumber(db, brandId, SEQUENCES[sequence]);

/**
 * Takes `count` numbers at once (a payable run, the demo rows), the counter row locked until the
 * transaction ends: answers the first of them (the others follow it).
 */
export async function takeNumbers(
  db: Executor,
  brandId: number,
  sequence: Sequence,
  count: number,
): Promise<number> {
  const [row] = await rowsOf<{ last: number | string }>(
    db,
    sql`insert into evd_document_counters (brand_id, type, last_number)
        values (${brandId}, ${sequence}, ${count})
        on conflict (brand_id, type)
        do update set last_number = evd_document_counters.last_number + ${count}
        returning last_number as last`,
  );
  return Number(row?.last) - count + 1;
}

export const formatNumber = (sequence: Sequence, n: number): string =>
  documentNumber(SEQUENCES[sequence].prefix, n);
