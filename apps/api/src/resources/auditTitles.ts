/**
 * The titles of the records a trail's changes refer to, so that a history reads 'Flock: Layer
 * house A', never 'Flock: 1'. One query per referenced resource (and one for staff) per page;
 * a record since deleted has no title, and the screen shows its id.
 */
import type { AuditEntry, FieldDefinition, ResourceDefinition } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { type Executor, idArray, rowsOf, type Scope } from './repository';

type Titles = Map<number, string>;

function referenceIds(entries: readonly AuditEntry[], name: string): number[] {
  const ids = new Set<number>();
  for (const entry of entries) {
    const change = entry.changes[name];
    for (const value of [change?.old, change?.new]) {
      if (typeof value === 'number' && Number.isSafeInteger(value)) ids.add(value);
    }
  }
  return [...ids];
}

async function titlesOfIds(
  db: Executor,
  scope: Scope,
  field: FieldDefinition,
  ids: number[],
): Promise<Titles> {
  if (ids.length === 0) return new Map();
  if (field.staff) {
    const rows = await rowsOf<{ id: number; title: string }>(
      db,
      sql`select id, first_name || ' ' || last_name as title from users where id = any(${idArray(ids)})`,
    );
    return new Map(rows.map((row) => [Number(row.id), String(row.title)]));
  }
  const target = scope.resources.get(field.resource ?? '');
  if (!target) return new Map();
  // A brand's record refers to its brand's rows only; the brand keeps another's titles out.
  const brand = target.scope === 'brand' ? sql`and brand_id = ${scope.brandId}` : sql``;
  const rows = await rowsOf<{ id: number; title: unknown }>(
    db,
    sql`select id, ${sql.identifier(target.titleField)} as title from ${sql.identifier(target.name)}
        where id = any(${idArray(ids)}) ${brand}`,
  );
  return new Map(rows.map((row) => [Number(row.id), String(row.title)]));
}

/** Each entry with `labels`: the title of every record its reference changes name. */
export async function withAuditTitles(
  db: Executor,
  scope: Scope,
  resource: ResourceDefinition,
  entries: AuditEntry[],
): Promise<AuditEntry[]> {
  const titles = new Map<string, Titles>();
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type !== 'reference' && !field.staff) continue;
    const ids = referenceIds(entries, name);
    if (ids.length > 0) titles.set(name, await titlesOfIds(db, scope, field, ids));
  }
  if (titles.size === 0) return entries;
  return entries.map((entry) => {
    const labels: NonNullable<AuditEntry['labels']> = {};
    for (const [name, change] of Object.entries(entry.changes)) {
      const byId = titles.get(name);
      if (!byId) continue;
      const title = (value: unknown) =>
        typeof value === 'number' ? (byId.get(value) ?? null) : null;
      labels[name] = { old: title(change.old), new: title(change.new) };
    }
    return Object.keys(labels).length > 0 ? { ...entry, labels } : entry;
  });
}
