/**
 * The stock ledger: every change of a package item's quantity is a row of
 * `package_item_movements`, kept with its source (a donation, its change or void, a purchase, a
 * distribution). On hand is their sum, never typed. Whatever takes stock out locks the items'
 * rows first, so two saves at once cannot both take the last units: stock never goes below zero.
 */
import { DomainError, type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { belowZeroMessage, type MovementSource } from '../resources/stock';

export const STOCK_TABLES = [
  `create table if not exists package_item_movements (
     id serial primary key,
     brand_id integer not null references brands(id) on delete cascade,
     package_item_id integer not null references package_items(id) on delete restrict,
     moved_on date not null,
     quantity bigint not null,
     unit_cost bigint,
     source text not null,
     source_id integer,
     note text,
     created_by integer references users(id) on delete set null,
     created_at timestamptz not null default now()
   )`,
  'create index if not exists package_item_movements_item_idx on package_item_movements (package_item_id, moved_on)',
  'create index if not exists package_item_movements_source_idx on package_item_movements (source_id, source)',
];

/** One movement to post. */
export interface Movement {
  itemId: number;
  /** `YYYY-MM-DD`: the day it counts on. */
  movedOn: string;
  /** Positive in, negative out; a zero quantity is not posted. */
  quantity: number;
  /** What one unit cost or was worth; null when unknown. */
  unitCost: number | null;
  source: MovementSource;
  /** The record it came from (the donation); null for a purchase. */
  sourceId: number | null;
  note?: string | null;
}

/** The SQL of an item's on hand, for computed fields and checks. */
export const onHandSql = (itemId: ReturnType<typeof sql>) =>
  sql`(select coalesce(sum(m.quantity), 0) from package_item_movements m
       where m.package_item_id = ${itemId})`;

/**
 * Posts movements in the caller's transaction. Those that take stock out are checked against
 * what is on hand, the items' rows locked first (in id order, so two saves never deadlock):
 * one that would take an item below zero refuses the whole save (422 under `errorKey`, or 409).
 */
export async function postMovements(
  db: Executor,
  brandId: number,
  userId: number | null,
  movements: readonly Movement[],
  refusal: { errorKey?: string } = {},
): Promise<void> {
  const rows = movements.filter((m) => m.quantity !== 0);
  if (!rows.length) return;
  const outs = new Map<number, number>();
  for (const m of rows) {
    if (m.quantity < 0) outs.set(m.itemId, (outs.get(m.itemId) ?? 0) - m.quantity);
  }
  if (outs.size) {
    const ids = [...outs.keys()].sort((a, b) => a - b);
    // Locked first, then read in a statement of its own: its snapshot sees whatever a save
    // that held the lock before us committed.
    await db.execute(sql`select id from package_items
        where id in (${sql.join(ids, sql`, `)}) order by id for update`);
    const stock = await rowsOf<{ id: number; name: string; unit: string; on_hand: string }>(
      db,
      sql`select i.id, i.name, i.unit, ${onHandSql(sql`i.id`)} as on_hand
          from package_items i where i.id in (${sql.join(ids, sql`, `)})`,
    );
    for (const item of stock) {
      const onHand = Number(item.on_hand);
      const inflow = rows
        .filter((m) => m.itemId === Number(item.id) && m.quantity > 0)
        .reduce((sum, m) => sum + m.quantity, 0);
      const taken = outs.get(Number(item.id)) ?? 0;
      if (onHand + inflow - taken < 0) {
        const message = belowZeroMessage({
          name: item.name,
          unit: item.unit,
          onHand: onHand + inflow,
          taken,
        });
        throw refusal.errorKey
          ? DomainError.field(refusal.errorKey, message)
          : DomainError.conflict(message);
      }
    }
  }
  await db.execute(sql`insert into package_item_movements
      (brand_id, package_item_id, moved_on, quantity, unit_cost, source, source_id, note,
       created_by)
    values ${sql.join(
      rows.map(
        (m) =>
          sql`(${brandId}, ${m.itemId}, ${m.movedOn}, ${m.quantity}, ${m.unitCost}, ${m.source},
               ${m.sourceId}, ${m.note ?? null}, ${userId})`,
      ),
      sql`, `,
    )}`);
}

/** What the movements of a donation have put into stock so far, by item. */
export async function donationStock(
  db: Executor,
  donationId: number,
): Promise<Map<number, number>> {
  const rows = await rowsOf<{ package_item_id: number; quantity: string }>(
    db,
    sql`select package_item_id, sum(quantity) as quantity from package_item_movements
        where source_id = ${donationId}
          and source in ('donation', 'donation_change', 'donation_void')
        group by package_item_id`,
  );
  return new Map(rows.map((row) => [Number(row.package_item_id), Number(row.quantity)]));
}
