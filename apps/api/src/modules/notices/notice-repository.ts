/**
 * Notices of one brand. The paged list is built for large brands: the total comes from the
 * trigger-kept counter (a count only when filtering), and a page's ids come from an index-only
 * scan of (brand_id, id), walked from whichever end is nearer, so the first and the last page
 * of a million notices cost the same.
 */
import { NOTICE_PAGE_SIZE, type Notice, type NoticeLevel } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, queryRows } from '../../db/client';
import { notices } from '../../db/schema';
import { toIso } from '../../lib/time';

interface NoticeRow {
  id: number;
  brand_id: number;
  title: string;
  details: string;
  level: NoticeLevel;
  published: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = sql`n.id, n.brand_id, n.title, n.details, n.level, n.published, n.created_at, n.updated_at`;

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    brand_id: row.brand_id,
    title: row.title,
    details: row.details,
    level: row.level,
    published: row.published,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export interface NoticeFilter {
  search?: string | null | undefined;
  level?: NoticeLevel | null | undefined;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterSql(brandId: number, filter: NoticeFilter) {
  const parts = [sql`brand_id = ${brandId}`];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    parts.push(sql`(title ilike ${pattern} or details ilike ${pattern})`);
  }
  if (filter.level) parts.push(sql`level = ${filter.level}`);
  return sql.join(parts, sql` and `);
}

const COLUMNS_TEXT =
  'n.id, n.brand_id, n.title, n.details, n.level, n.published, n.created_at, n.updated_at';

/** The unfiltered list, the hot path: named prepared statements. */
const TOTAL_SQL =
  'select coalesce((select total from brand_notice_counts where brand_id = $1), 0)::int as total';
const PAGE_DESC_SQL = `select ${COLUMNS_TEXT} from notices n where n.id in (
  select id from notices where brand_id = $1 order by id desc limit $2 offset $3) order by n.id desc`;
const PAGE_ASC_SQL = `select ${COLUMNS_TEXT} from notices n where n.id in (
  select id from notices where brand_id = $1 order by id asc limit $2 offset $3) order by n.id desc`;

async function countNotices(
  handle: DatabaseHandle,
  brandId: number,
  filter: NoticeFilter,
): Promise<number> {
  if (!filter.search && !filter.level) {
    const [row] = await handle.prepared<{ total: number }>('notices_total', TOTAL_SQL, [brandId]);
    return row?.total ?? 0;
  }
  const [row] = await queryRows<{ total: number }>(
    handle.db,
    sql`select count(*)::int as total from notices where ${filterSql(brandId, filter)}`,
  );
  return row?.total ?? 0;
}

export async function listNotices(
  handle: DatabaseHandle,
  brandId: number,
  page: number,
  filter: NoticeFilter,
): Promise<{ rows: Notice[]; total: number }> {
  const perPage = NOTICE_PAGE_SIZE;
  const total = await countNotices(handle, brandId, filter);
  const offset = (page - 1) * perPage;
  if (offset >= total) return { rows: [], total };
  // Walk from the nearer end: the back half reads the same rows ascending, skipping what lies
  // after the page, so the last page costs what the first does.
  const fromFront = offset <= total / 2;
  const end = Math.min(offset + perPage, total);
  const limit = fromFront ? perPage : end - offset;
  const skip = fromFront ? offset : total - end;
  let rows: NoticeRow[];
  if (!filter.search && !filter.level) {
    rows = fromFront
      ? await handle.prepared<NoticeRow>('notices_page_desc', PAGE_DESC_SQL, [brandId, limit, skip])
      : await handle.prepared<NoticeRow>('notices_page_asc', PAGE_ASC_SQL, [brandId, limit, skip]);
  } else {
    const where = filterSql(brandId, filter);
    const ids = fromFront
      ? sql`select id from notices where ${where} order by id desc limit ${limit} offset ${skip}`
      : sql`select id from notices where ${where} order by id asc limit ${limit} offset ${skip}`;
    rows = await queryRows<NoticeRow>(
      handle.db,
      sql`select ${COLUMNS} from notices n where n.id in (${ids}) order by n.id desc`,
    );
  }
  return { rows: rows.map(toNotice), total };
}

/** The dashboard: the brand's newest published notices. */
export const DASHBOARD_LIMIT = 50;

export async function dashboardNotices(db: Database, brandId: number): Promise<Notice[]> {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select ${COLUMNS} from notices n where n.brand_id = ${brandId} and n.published
        order by n.id desc limit ${DASHBOARD_LIMIT}`,
  );
  return rows.map(toNotice);
}

export async function findNotice(
  db: Database,
  brandId: number,
  id: number,
): Promise<Notice | null> {
  const [row] = await queryRows<NoticeRow>(
    db,
    sql`select ${COLUMNS} from notices n where n.id = ${id} and n.brand_id = ${brandId}`,
  );
  return row ? toNotice(row) : null;
}

export interface NoticeValues {
  title: string;
  details: string;
  level: NoticeLevel;
  published: boolean;
}

export async function createNotice(
  db: Database,
  brandId: number,
  authorId: number,
  values: NoticeValues,
): Promise<Notice> {
  const [row] = await db
    .insert(notices)
    .values({ brandId, createdBy: authorId, ...values })
    .returning({ id: notices.id });
  return (await findNotice(db, brandId, row?.id ?? 0)) as Notice;
}

export async function updateNotice(
  db: Database,
  brandId: number,
  id: number,
  values: Partial<NoticeValues>,
): Promise<Notice | null> {
  const updated = await db
    .update(notices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(notices.id, id), eq(notices.brandId, brandId)))
    .returning({ id: notices.id });
  return updated.length ? findNotice(db, brandId, id) : null;
}

export async function deleteNotice(db: Database, brandId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notices)
    .where(and(eq(notices.id, id), eq(notices.brandId, brandId)))
    .returning({ id: notices.id });
  return deleted.length > 0;
}
