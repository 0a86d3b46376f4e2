/**
 * The writes of an import: the records in multi-row inserts (500 a statement), then each
 * one's `afterSave` hook when the definition has one, then one audit entry per record
 * (`created`, with every field), also in multi-row inserts. All in the caller's transaction.
 */
import type { HookContext, ResourceHooks } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import type { Changes } from './audit';
import { type Executor, type Row, rowsOf, type Scope } from './repository';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for any definition. */
export const IMPORT_BATCH = 500;

export interface ImportWriteOptions {
  afterSave: ResourceHooks['afterSave'];
  context: HookContext;
  changes: (values: Row) => Changes;
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Inserts the records; answers their ids, in order. */
export async function insertImported(
  db: Executor,
  scope: Scope,
  userId: number,
  records: readonly Row[],
  options: ImportWriteOptions,
): Promise<number[]> {
  const { resource, brandId } = scope;
  const names = [...new Set(records.flatMap((values) => Object.keys(values)))];
  const brand = resource.scope === 'brand';
  const columns = [...(brand ? ['brand_id'] : []), ...names].map(
    (name) => sql`${sql.identifier(name)}`,
  );
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += IMPORT_BATCH) {
    const batch = records.slice(start, start + IMPORT_BATCH);
    const rows = batch.map((values) => {
      const cells = names.map((name) =>
        Object.hasOwn(values, name) ? sql`${values[name]}` : sql.raw('default'),
      );
      return sql`(${list(brand ? [sql`${brandId}`, ...cells] : cells)})`;
    });
    const inserted = await rowsOf<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(resource.name)} (${list(columns)}) values ${list(rows)}
          returning id`,
    );
    const batchIds = inserted.map((row) => Number(row.id));
    ids.push(...batchIds);
    if (options.afterSave) {
      for (const [i, recordId] of batchIds.entries()) {
        await options.afterSave({
          ...options.context,
          mode: 'create',
          recordId,
          before: null,
          values: batch[i] as Row,
          linesChanged: false,
        });
      }
    }
    await db.execute(
      sql`insert into resource_audits (resource, record_id, brand_id, user_id, action, changes)
          values ${list(
            batchIds.map(
              (recordId, i) =>
                sql`(${resource.name}, ${recordId}, ${brandId}, ${userId}, 'created',
                     ${JSON.stringify(options.changes(batch[i] as Row))}::jsonb)`,
            ),
          )}`,
    );
  }
  return ids;
}
