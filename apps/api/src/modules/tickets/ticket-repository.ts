/** Support tickets of one brand, their replies and attachments. */
import type {
  Attachment,
  Ticket,
  TicketDetail,
  TicketPriority,
  TicketReply,
  TicketStatus,
} from '@backoffice/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { files, ticketReplies, tickets } from '../../db/schema';
import { toIso } from '../../lib/time';
import { toAttachment } from '../files/file-repository';

export const TICKET_PAGE_SIZE = 10;

interface TicketRow {
  id: number;
  brand_id: number;
  user_id: number;
  subject: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  author_name: string;
  replies_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT = sql`select t.id, t.brand_id, t.user_id, t.subject, t.description, t.priority,
  t.status, t.created_at, t.updated_at, u.first_name || ' ' || u.last_name as author_name,
  (select count(*)::int from ticket_replies r where r.ticket_id = t.id) as replies_count
  from tickets t join users u on u.id = t.user_id`;

export type TicketRecord = Ticket & { description: string; userId: number };

function toTicket(row: TicketRow): TicketRecord {
  return {
    id: row.id,
    brand_id: row.brand_id,
    subject: row.subject,
    priority: row.priority,
    status: row.status,
    author: { id: row.user_id, name: row.author_name },
    replies_count: row.replies_count,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    description: row.description,
    userId: row.user_id,
  };
}

function publicTicket(record: TicketRecord): Ticket {
  const { description: _d, userId: _u, ...ticket } = record;
  return ticket;
}

export interface TicketFilter {
  /** Only this author's tickets (people without the support permission see only their own). */
  authorId: number | null;
  search?: string | null | undefined;
  status?: TicketStatus | null | undefined;
}

function whereOf(brandId: number, filter: TicketFilter) {
  const parts = [sql`t.brand_id = ${brandId}`];
  if (filter.authorId !== null) parts.push(sql`t.user_id = ${filter.authorId}`);
  if (filter.status) parts.push(sql`t.status = ${filter.status}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`t.subject ilike ${pattern}`);
  }
  return sql.join(parts, sql` and `);
}

export async function listTickets(
  db: Database,
  brandId: number,
  page: number,
  filter: TicketFilter,
): Promise<{ rows: Ticket[]; total: number }> {
  const where = whereOf(brandId, filter);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from tickets t where ${where}`,
  );
  const rows = await queryRows<TicketRow>(
    db,
    sql`${SELECT} where ${where} order by t.id desc
        limit ${TICKET_PAGE_SIZE} offset ${(page - 1) * TICKET_PAGE_SIZE}`,
  );
  return { rows: rows.map((row) => publicTicket(toTicket(row))), total: count?.total ?? 0 };
}

export async function findTicket(
  db: Database,
  brandId: number,
  id: number,
): Promise<TicketRecord | null> {
  const [row] = await queryRows<TicketRow>(
    db,
    sql`${SELECT} where t.id = ${id} and t.brand_id = ${brandId}`,
  );
  return row ? toTicket(row) : null;
}

export async function ticketDetail(db: Database, ticket: TicketRecord): Promise<TicketDetail> {
  const replyRows = await queryRows<{
    id: number;
    body: string;
    user_id: number;
    author_name: string;
    created_at: Date | string;
  }>(
    db,
    sql`select r.id, r.body, r.user_id, r.created_at, u.first_name || ' ' || u.last_name as author_name
        from ticket_replies r join users u on u.id = r.user_id
        where r.ticket_id = ${ticket.id} order by r.id`,
  );
  const fileRows = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      replyId: files.replyId,
    })
    .from(files)
    .where(eq(files.ticketId, ticket.id))
    .orderBy(asc(files.createdAt), asc(files.name));
  const byReply = new Map<number | null, Attachment[]>();
  for (const file of fileRows) {
    const list = byReply.get(file.replyId) ?? [];
    list.push(toAttachment(file));
    byReply.set(file.replyId, list);
  }
  const replies: TicketReply[] = replyRows.map((row) => ({
    id: row.id,
    body: row.body,
    author: { id: row.user_id, name: row.author_name },
    attachments: byReply.get(row.id) ?? [],
    created_at: toIso(row.created_at),
  }));
  return {
    ...publicTicket(ticket),
    description: ticket.description,
    attachments: byReply.get(null) ?? [],
    replies,
  };
}

export async function insertTicket(
  db: Database,
  values: {
    brandId: number;
    userId: number;
    subject: string;
    description: string;
    priority: TicketPriority;
  },
): Promise<number> {
  const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
  return row?.id ?? 0;
}

export async function insertReply(
  db: Database,
  values: { ticketId: number; userId: number; body: string },
): Promise<number> {
  const [row] = await db.insert(ticketReplies).values(values).returning({ id: ticketReplies.id });
  await db.update(tickets).set({ updatedAt: sql`now()` }).where(eq(tickets.id, values.ticketId));
  return row?.id ?? 0;
}

export async function setTicketStatus(
  db: Database,
  id: number,
  status: TicketStatus,
): Promise<void> {
  await db.update(tickets).set({ status, updatedAt: sql`now()` }).where(eq(tickets.id, id));
}

/** Members of the brand who hold the support permission. */
export async function supportStaff(
  db: Database,
  brandId: number,
  permission: string,
): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct bu.user_id from brand_user bu
        join user_roles ur on ur.user_id = bu.user_id
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
        where bu.brand_id = ${brandId} and lower(p.name) = lower(${permission})`,
  );
  return rows.map((row) => row.user_id);
}
