/**
 * The server side of feed types: the stock item must be one of the brand's feed items, and each
 * cost per bag is kept in `feed_type_costs`, effective the day it is saved (a new type's first
 * cost, then each change), so feeding logs cost their feed at the price of their own day.
 */
import {
  DomainError,
  type Executor,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const NOT_A_FEED_ITEM = 'The stock item must be a feed item.';

async function checkFeedItem({ db, brandId, values, before }: SaveContext): Promise<void> {
  const inventoryId = Number(values.inventory_id ?? before?.inventory_id);
  const [item] = await rowsOf<{ kind: string }>(
    db,
    sql`select kind from jf_inventories where id = ${inventoryId}
        and brand_id = ${brandId}`,
  );
  if (item?.kind !== 'feed') throw DomainError.field('inventory_id', NOT_A_FEED_ITEM);
}

/** Keeps `cost` as the feed type's cost from `day` on (a second change that day replaces it). */
export async function recordCost(
  db: Executor,
  feedTypeId: number,
  day: string,
  cost: number,
): Promise<void> {
  await db.execute(
    sql`insert into feed_type_costs (feed_type_id, effective_on, cost_per_bag)
        values (${feedTypeId}, ${day}, ${cost})
        on conflict (feed_type_id, effective_on) do update set cost_per_bag = excluded.cost_per_bag`,
  );
}

/**
 * A feed type's cost per bag on `day`: the latest change on or before it; before the first
 * change, the first cost known (the type was costed so when it was added).
 */
export async function costPerBagOn(
  db: Executor,
  feedTypeId: number,
  day: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ cost_per_bag: number | string }>(
    db,
    sql`select cost_per_bag from feed_type_costs where feed_type_id = ${feedTypeId}
        order by (effective_on <= ${day}::date) desc,
                 case when effective_on <= ${day}::date then effective_on end desc nulls last,
                 effective_on asc
        limit 1`,
  );
  return row ? Number(row.cost_per_bag) : null;
}

export interface CostChange {
  effective_on: string;
  cost_per_bag: number;
}

/** A feed type's cost history, newest first. */
export async function costHistoryOf(db: Executor, feedTypeId: number): Promise<CostChange[]> {
  const rows = await rowsOf<{ effective_on: string; cost_per_bag: number | string }>(
    db,
    sql`select effective_on::text as effective_on, cost_per_bag from feed_type_costs
        where feed_type_id = ${feedTypeId} order by effective_on desc`,
  );
  return rows.map((row) => ({
    effective_on: row.effective_on,
    cost_per_bag: Number(row.cost_per_bag),
  }));
}

export const feedTypesHooks: ResourceHooks = {
  beforeCreate: checkFeedItem,
  beforeUpdate: checkFeedItem,
  async afterSave({ db, recordId, mode, before, values, today }) {
    const cost = Number(values.cost_per_bag);
    if (mode === 'create' || Number(before?.cost_per_bag) !== cost) {
      await recordCost(db, recordId, today, cost);
    }
  },
  views: {
    costs: async ({ db, record }) => ({ data: await costHistoryOf(db, Number(record.id)) }),
  },
};
