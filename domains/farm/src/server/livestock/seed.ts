/**
 * The livestock area's demo history (see seedPlan.ts for the figures): three flocks (two
 * laying, and one growing acquired on `since`), Layer mash and Grower crumbles with a cost
 * change, daily egg collection and feeding logs from `since` to today, and their stock
 * movements, each table in one statement. The egg and feed stock items are the stock area's
 * (seeded before); an item this seed needs and does not find is added (only when missing).
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { EGG_GRADES, EGGS_PER_TRAY } from '../../resources/stock/inventories';
import {
  birdsOn,
  costChanges,
  eggLogs,
  feedings,
  SEED_FEED_TYPES,
  SEED_FLOCKS,
  seedDays,
} from './seedPlan';

const brandId = BRAND.poultry;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** The stock items the logs move, added only where the stock area's seed has none. */
async function ensureStockItems(db: Executor): Promise<Map<string, number>> {
  for (const grade of EGG_GRADES) {
    await db.execute(
      sql`insert into jf_inventories (brand_id, name, kind, egg_grade, unit, reorder_level, unit_cost, active)
          select ${brandId}, ${`Eggs, ${grade}`}, 'eggs', ${grade}, 'eggs', 300, 20, true
          where not exists (select 1 from jf_inventories where brand_id = ${brandId} and egg_grade = ${grade})`,
    );
  }
  for (const feed of SEED_FEED_TYPES) {
    const word = `%${feed.name.split(' ')[0]}%`;
    await db.execute(
      sql`insert into jf_inventories (brand_id, name, kind, unit, reorder_level, unit_cost, active)
          select ${brandId}, ${feed.name}, 'feed', 'kg', 500, ${Math.round(feed.costs[0] / feed.bagWeight)}, true
          where not exists (select 1 from jf_inventories
                            where brand_id = ${brandId} and kind = 'feed' and name ilike ${word})`,
    );
  }
  const feedItems = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from jf_inventories where brand_id = ${brandId} and kind = 'feed' order by id`,
  );
  return new Map(
    SEED_FEED_TYPES.map((feed) => {
      const word = (feed.name.split(' ')[0] as string).toLowerCase();
      const item = feedItems.find((row) => row.name.toLowerCase().includes(word));
      return [feed.name, Number(item?.id)] as const;
    }),
  );
}

export async function seedLivestock(db: Executor, context: SeedContext): Promise<void> {
  const days = seedDays(context.since, context.today);
  if (days.length === 0) return;
  const year = context.since.getUTCFullYear();
  const userId = context.users.Manager ?? context.users.Administrator ?? null;
  const [user] = userId
    ? await rowsOf<{ name: string }>(
        db,
        sql`select concat_ws(' ', first_name, last_name) as name from users where id = ${userId}`,
      )
    : [];
  const recorder = user?.name ?? null;
  const feedItems = await ensureStockItems(db);

  const flocks = await rowsOf<{ id: number }>(
    db,
    sql`insert into livestock (brand_id, name, breed, house, bird_count, acquired_on, status)
        values ${list(
          SEED_FLOCKS.map(
            (flock) =>
              sql`(${brandId}, ${flock.name}, ${flock.breed}, ${flock.house},
                   ${birdsOn(flock, days.length - 1)}, ${flock.acquiredOn(year)}, ${flock.status})`,
          ),
        )} returning id`,
  );
  const flockIds = flocks.map((row) => Number(row.id));

  const feedTypes = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into feed_types (brand_id, name, unit, bag_weight, cost_per_bag, inventory_id)
        values ${list(
          SEED_FEED_TYPES.map(
            (feed) =>
              sql`(${brandId}, ${feed.name}, 'bag', ${feed.bagWeight},
                   ${costChanges(feed, days).at(-1)?.cost}, ${feedItems.get(feed.name)})`,
          ),
        )} returning id, name`,
  );
  const feedTypeId = new Map(feedTypes.map((row) => [row.name, Number(row.id)] as const));
  await db.execute(
    sql`insert into feed_type_costs (feed_type_id, effective_on, cost_per_bag) values ${list(
      SEED_FEED_TYPES.flatMap((feed) =>
        costChanges(feed, days).map(
          (change) => sql`(${feedTypeId.get(feed.name)}, ${change.effectiveOn}, ${change.cost})`,
        ),
      ),
    )}`,
  );

  const columns = [...EGG_GRADES.flatMap((g) => [`${g}_trays`, `${g}_loose`]), 'cracked', 'broken'];
  const eggs = eggLogs(days);
  if (eggs.length) {
    await db.execute(
      sql`insert into egg_collection_logs
            (brand_id, collected_on, livestock_id, ${sql.join(
              columns.map((c) => sql.identifier(c)),
              sql`, `,
            )}, bird_count, recorded_by, recorded_by_name)
          values ${list(
            eggs.map(
              (log) =>
                sql`(${brandId}, ${log.day}, ${flockIds[log.flock]}, ${list(
                  columns.map((c) => sql`${log.counts[c] ?? 0}`),
                )}, ${log.birds}, ${userId}, ${recorder})`,
            ),
          )}`,
    );
  }
  await db.execute(
    sql`insert into layer_feeding_logs
          (brand_id, fed_on, livestock_id, feed_type_id, quantity, cost, recorded_by, recorded_by_name)
        values ${list(
          feedings(days).map(
            (log) =>
              sql`(${brandId}, ${log.day}, ${flockIds[log.flock]}, ${feedTypeId.get(log.feed)},
                   ${log.quantity}, ${log.cost}, ${userId}, ${recorder})`,
          ),
        )}`,
  );

  // The logs' stock movements, as their hooks post them: good eggs in per grade, feed out.
  await db.execute(
    sql`insert into jf_stock_movements
          (brand_id, inventory_id, moved_on, quantity, source, source_id, created_by)
        select l.brand_id, i.id, l.collected_on, g.quantity, 'egg_collection', l.id, l.recorded_by
        from egg_collection_logs l
        cross join lateral (values ${list(
          EGG_GRADES.map(
            (grade) =>
              sql`(${grade}, l.${sql.identifier(`${grade}_trays`)} * ${sql.raw(String(EGGS_PER_TRAY))} + l.${sql.identifier(`${grade}_loose`)})`,
          ),
        )}) as g(grade, quantity)
        join jf_inventories i on i.brand_id = l.brand_id and i.egg_grade = g.grade
        where l.brand_id = ${brandId} and g.quantity > 0`,
  );
  await db.execute(
    sql`insert into jf_stock_movements
          (brand_id, inventory_id, moved_on, quantity, source, source_id, created_by)
        select l.brand_id, t.inventory_id, l.fed_on, -l.quantity, 'feeding', l.id, l.recorded_by
        from layer_feeding_logs l join feed_types t on t.id = l.feed_type_id
        where l.brand_id = ${brandId}`,
  );
}
