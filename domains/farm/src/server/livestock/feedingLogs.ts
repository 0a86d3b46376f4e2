/**
 * The server side of feeding logs: the cost is the feed type's cost per bag on the log's day
 * (its cost history) for the kilograms given, to the cent; the feed leaves the feed type's stock
 * item on that day, posted again on a correction, taken back on a delete and taken out again
 * when the delete is undone.
 */
import {
  DomainError,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
  type SavedContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { feedingCost } from '../../resources/livestock/layerFeedingLogs';
import { postMovements, removeMovements } from '../stock/movements';
import { costPerBagOn } from './feedTypes';
import { recorderOf } from './recorder';

interface FeedTypeRow {
  bag_weight: number | string;
  cost_per_bag: number | string;
  inventory_id: number | null;
}

async function feedTypeOf(context: { db: SaveContext['db']; brandId: number }, id: number) {
  const [row] = await rowsOf<FeedTypeRow>(
    context.db,
    sql`select bag_weight, cost_per_bag, inventory_id from feed_types
        where id = ${id} and brand_id = ${context.brandId}`,
  );
  return row;
}

async function costFeeding(context: SaveContext): Promise<void> {
  const { db, values } = context;
  // A change carries only the fields sent.
  const merged = { ...(context.before ?? {}), ...values };
  const feedTypeId = Number(merged.feed_type_id);
  const feedType = await feedTypeOf(context, feedTypeId);
  if (!feedType) throw DomainError.field('feed_type_id', 'The selected feed type is invalid.');
  const perBag =
    (await costPerBagOn(db, feedTypeId, String(merged.fed_on))) ?? Number(feedType.cost_per_bag);
  values.cost = feedingCost(Number(merged.quantity), perBag, Number(feedType.bag_weight));
  // Who recorded it stays; the audit trail names who corrected it.
  if (!context.before) Object.assign(values, await recorderOf(db, context.userId));
}

async function postFeed(
  context: Pick<SavedContext, 'db' | 'brandId' | 'userId' | 'recordId' | 'values'>,
): Promise<void> {
  const { db, brandId, userId, recordId, values } = context;
  await removeMovements(db, 'feeding', recordId);
  const feedType = await feedTypeOf(context, Number(values.feed_type_id));
  if (!feedType?.inventory_id) {
    throw DomainError.field('feed_type_id', 'This feed type draws from no stock item.');
  }
  await postMovements(db, brandId, userId, [
    {
      inventoryId: Number(feedType.inventory_id),
      movedOn: String(values.fed_on),
      quantity: -Number(values.quantity),
      source: 'feeding',
      sourceId: recordId,
    },
  ]);
}

export const feedingLogsHooks: ResourceHooks = {
  beforeCreate: costFeeding,
  beforeUpdate: costFeeding,
  afterSave: postFeed,
  beforeDelete: async ({ db, recordId }) => removeMovements(db, 'feeding', recordId),
  // Undo of a delete: the log is back, so its feed leaves stock again on its day.
  undoDelete: async ({ db, brandId, userId, recordId, restored }) =>
    postFeed({ db, brandId, userId, recordId, values: restored }),
};
