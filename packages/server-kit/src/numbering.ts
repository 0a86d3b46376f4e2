/**
 * Document numbers per brand without gaps (`INV-000001`, `ORD-000001`, `CR-000001`). A counter
 * row per brand (and per type where a table keeps several sequences) is taken with
 * `insert ... on conflict do update ... returning` inside the create's transaction, so it stays
 * locked until that transaction ends: concurrent creates of one sequence take turns and get
 * consecutive numbers, and a create that fails after its number rolls it back for the next one.
 * Take the number last in a `beforeCreate`, after the hook's own checks.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './executor';

/** Where a sequence's counters live: `jf_document_counters (brand_id, type, last_number)`. */
export interface NumberSequence {
  /** The counter table: `brand_id` (and `type` with `type`), `last_number`, unique per key. */
  table: string;
  /** `INV`: the number's prefix. */
  prefix: string;
  /** The sequence's value of the table's `type` column, for a table of several sequences. */
  type?: string;
}

/** `INV-000123`: the prefix and the number padded to six digits. */
export function documentNumber(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/** The DDL of a counter table of one sequence per brand (a domain's `tables`). */
export function counterTable(table: string): string {
  return `create table if not exists ${table} (
     brand_id integer primary key references brands(id) on delete cascade,
     last_number integer not null
   )`;
}

/** Takes the next number of the brand's sequence, in the caller's transaction. */
export async function nextDocumentNumber(
  db: Executor,
  brandId: number,
  sequence: NumberSequence,
): Promise<string> {
  const table = sql.identifier(sequence.table);
  const keyed = sequence.type !== undefined;
  const columns: SQL = keyed ? sql`(brand_id, type, last_number)` : sql`(brand_id, last_number)`;
  const values: SQL = keyed ? sql`(${brandId}, ${sequence.type}, 1)` : sql`(${brandId}, 1)`;
  const key: SQL = keyed ? sql`(brand_id, type)` : sql`(brand_id)`;
  const [row] = await rowsOf<{ last_number: number | string }>(
    db,
    sql`insert into ${table} ${columns} values ${values}
        on conflict ${key} do update set last_number = ${table}.last_number + 1
        returning last_number`,
  );
  return documentNumber(sequence.prefix, Number(row?.last_number));
}
