/**
 * The saved views as the signed-in user sees them: their own and the shared ones of the active
 * brand. Every read is scoped to the brand and to what the viewer may see, so a view of another
 * user (unshared) or of another brand is never read at all.
 */
import type { SavedView } from '@backoffice/contract';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { toIso } from '../../lib/time';
import { savedViewDefaults, savedViews } from '../../resources/listToolTables';

/** Who is looking, and in which brand. */
export interface Viewer {
  userId: number;
  brandId: number;
}

/** A transaction or the database: both run the same queries. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface ViewValues {
  name: string;
  query: string;
  columns: string[] | null;
  shared: boolean;
}

function visibleTo(viewer: Viewer): SQL {
  return and(
    eq(savedViews.brandId, viewer.brandId),
    or(eq(savedViews.userId, viewer.userId), eq(savedViews.shared, true)),
  ) as SQL;
}

function selectViews(db: Executor, viewer: Viewer) {
  return db
    .select({
      id: savedViews.id,
      list: savedViews.list,
      name: savedViews.name,
      query: savedViews.query,
      columns: savedViews.columns,
      shared: savedViews.shared,
      userId: savedViews.userId,
      ownerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      isDefault: sql<boolean>`${savedViewDefaults.viewId} is not null`,
      version: savedViews.version,
      createdAt: savedViews.createdAt,
      updatedAt: savedViews.updatedAt,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .leftJoin(
      savedViewDefaults,
      and(
        eq(savedViewDefaults.viewId, savedViews.id),
        eq(savedViewDefaults.userId, viewer.userId),
        eq(savedViewDefaults.brandId, viewer.brandId),
      ),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['where']>>[number];

function toSavedView(row: ViewRow, viewer: Viewer): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    columns: Array.isArray(row.columns) ? row.columns.map(String) : null,
    shared: row.shared,
    owner: { id: row.userId, name: row.ownerName },
    mine: row.userId === viewer.userId,
    is_default: Boolean(row.isDefault),
    version: row.version,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
  };
}

/** The viewer's own and the brand's shared views of a list, by name. */
export async function listViews(db: Executor, viewer: Viewer, list: string): Promise<SavedView[]> {
  const rows = await selectViews(db, viewer)
    .where(and(visibleTo(viewer), eq(savedViews.list, list)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map((row) => toSavedView(row, viewer));
}

/** One view the viewer may see, or null. */
export async function findView(
  db: Executor,
  viewer: Viewer,
  id: number,
): Promise<SavedView | null> {
  const [row] = await selectViews(db, viewer).where(and(visibleTo(viewer), eq(savedViews.id, id)));
  return row ? toSavedView(row, viewer) : null;
}

/** Locks a visible view for a change, answering its owner and version. */
export async function lockView(
  db: Executor,
  viewer: Viewer,
  id: number,
): Promise<{ userId: number; list: string; version: number } | null> {
  const [row] = await db
    .select({ userId: savedViews.userId, list: savedViews.list, version: savedViews.version })
    .from(savedViews)
    .where(and(visibleTo(viewer), eq(savedViews.id, id)))
    .for('update');
  return row ?? null;
}

/** Whether the owner already has a view of the list by this name (case ignored). */
export async function nameTaken(
  db: Executor,
  viewer: Viewer,
  list: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.userId, viewer.userId),
        eq(savedViews.brandId, viewer.brandId),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(savedViews.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertView(
  db: Executor,
  viewer: Viewer,
  list: string,
  values: ViewValues,
): Promise<number> {
  const [row] = await db
    .insert(savedViews)
    .values({ userId: viewer.userId, brandId: viewer.brandId, list, ...values })
    .returning({ id: savedViews.id });
  if (!row) throw new Error('The saved view was not inserted.');
  return row.id;
}

/**
 * Changes the owner's view and counts a version. A view no longer shared stops being anyone
 * else's default.
 */
export async function updateView(
  db: Executor,
  view: { id: number; userId: number },
  values: Partial<ViewValues>,
): Promise<void> {
  const { id } = view;
  await db
    .update(savedViews)
    .set({ ...values, version: sql`${savedViews.version} + 1`, updatedAt: sql`now()` })
    .where(eq(savedViews.id, id));
  if (values.shared === false) {
    await db
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.viewId, id), ne(savedViewDefaults.userId, view.userId)));
  }
}

export async function deleteView(db: Executor, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}

/** Makes the view the viewer's default for its list (replacing any other). */
export async function setDefault(
  db: Executor,
  viewer: Viewer,
  list: string,
  viewId: number,
): Promise<void> {
  await db
    .insert(savedViewDefaults)
    .values({ userId: viewer.userId, brandId: viewer.brandId, list, viewId })
    .onConflictDoUpdate({
      target: [savedViewDefaults.userId, savedViewDefaults.brandId, savedViewDefaults.list],
      set: { viewId },
    });
}

/** The view is no longer the viewer's default (nothing changes if it was not). */
export async function clearDefault(db: Executor, viewer: Viewer, viewId: number): Promise<void> {
  await db
    .delete(savedViewDefaults)
    .where(
      and(
        eq(savedViewDefaults.viewId, viewId),
        eq(savedViewDefaults.userId, viewer.userId),
        eq(savedViewDefaults.brandId, viewer.brandId),
      ),
    );
}
