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

/**
 * The unfiltered list, the hot path, in one round trip: the total from the counter and the
 * page's rows. Both walks are written out; each is gated on the side of the list the page lies
 * in (a one-time filter on the total, so the other walk never runs). The back walk reads the
 * same rows ascending, skipping what lies after the page, so the last page costs what the first
 * does. $2 is the page's offset, $3 the page size. A page past the end yields one row with the
 * total and no notice.
 */
const PAGE_SQL = `with t as (
    select coalesce((select total from brand_notice_counts where brand_id = $1), 0)::int as total)
  select t.total, p.* from t left join lateral (
    select ${COLUMNS_TEXT} from notices n where n.id = any(array(
      select id from notices where brand_id = $1 and 2 * $2::int <= t.total
        order by id desc limit $3::int offset $2::int))
    union all
    select ${COLUMNS_TEXT} from notices n where n.id = any(array(
      select id from notices where brand_id = $1 and 2 * $2::int > t.total
        order by id asc
        limit greatest(least($2::int + $3::int, t.total) - $2::int, 0)
        offset greatest(t.total - least($2::int + $3::int, t.total), 0)))
  ) p on true
  order by p.id desc`;

type PageRow = { total: number } & ({ [K in keyof NoticeRow]: NoticeRow[K] } | { id: null });

export async function listNotices(
  handle: DatabaseHandle,
  brandId: number,
  page: number,
  filter: NoticeFilter,
): Promise<{ rows: Notice[]; total: number }> {
  const perPage = NOTICE_PAGE_SIZE;
  const offset = (page - 1) * perPage;
  if (!filter.search && !filter.level) {
    const rows = await handle.prepared<PageRow>('notices_page', PAGE_SQL, [
      brandId,
      offset,
      perPage,
    ]);
    const total = rows[0]?.total ?? 0;
    const notices = rows.filter((row): row is PageRow & NoticeRow => row.id !== null);
    return { rows: notices.map(toNotice), total };
  }
  const where = filterSql(brandId, filter);
  const [counted] = await queryRows<{ total: number }>(
    handle.db,
    sql`select count(*)::int as total from notices where ${where}`,
  );
  const total = counted?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  // Walk from the nearer end, as the unfiltered list does.
  const fromFront = offset <= total / 2;
  const end = Math.min(offset + perPage, total);
  const limit = fromFront ? perPage : end - offset;
  const skip = fromFront ? offset : total - end;
  const ids = fromFront
    ? sql`select id from notices where ${where} order by id desc limit ${limit} offset ${skip}`
    : sql`select id from notices where ${where} order by id asc limit ${limit} offset ${skip}`;
  const rows = await queryRows<NoticeRow>(
    handle.db,
    sql`select ${COLUMNS} from notices n where n.id in (${ids}) order by n.id desc`,
  );
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
