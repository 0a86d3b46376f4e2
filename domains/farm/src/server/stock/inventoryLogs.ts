/**
 * The server side of stock counts (`jf_inventory_logs`): a new count is dated (its period's last
 * day), checked against every other count of the brand under a lock taken per brand (so of two
 * counts created at once over one period exactly one wins) and given one detail per active
 * item; a detail is reconciled by the `reconcile` action, which freezes its figures and posts
 * the adjustment; the count closes with its last detail and is read-only from then on.
 */
import {
  type ActionHook,
  DomainError,
  type RecordViewHook,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { COUNT_CLOSED, COUNT_OVERLAPS, REASON_REQUIRED } from '../../resources/stock/inventoryLogs';
import { type CountPeriod, periodEnd, periodStartError } from '../../resources/stock/periods';
import { countDetails } from './countFigures';
import { postMovements } from './movements';

/** Serializes the counts of one brand: taken before the overlap check, held until the commit. */
const lockCounts = (context: SaveContext) =>
  context.db.execute(sql`select pg_advisory_xact_lock(13013, ${context.brandId})`);

async function createCount(context: SaveContext): Promise<void> {
  const period = context.values.period as CountPeriod;
  const startsOn = String(context.values.starts_on);
  const wrongStart = periodStartError(period, startsOn);
  if (wrongStart) throw DomainError.field('starts_on', wrongStart);
  const endsOn = periodEnd(period, startsOn);
  await lockCounts(context);
  const [other] = await rowsOf<{ starts_on: string; ends_on: string; period: string }>(
    context.db,
    sql`select l.period, l.starts_on::text, l.ends_on::text from jf_inventory_logs l
        where l.brand_id = ${context.brandId}
          and l.starts_on <= ${endsOn} and l.ends_on >= ${startsOn}
          and exists (select 1 from jf_inventory_log_details d
                      join jf_inventories i on i.id = d.inventory_id
                      where d.log_id = l.id and i.active)
        order by l.starts_on limit 1`,
  );
  if (other) {
    throw DomainError.field(
      'starts_on',
      COUNT_OVERLAPS(`${other.period} of ${other.starts_on} to ${other.ends_on}`),
    );
  }
  context.values.ends_on = endsOn;
  context.values.status = 'open';
}

export const inventoryLogsHooks: ResourceHooks = {
  beforeCreate: createCount,
  beforeUpdate: async ({ before, values }) => {
    if (before?.status === 'closed') throw DomainError.conflict(COUNT_CLOSED);
    for (const field of ['period', 'starts_on'] as const) {
      const sent = values[field];
      if (
        sent !== undefined &&
        String(sent).slice(0, 10) !== String(before?.[field]).slice(0, 10)
      ) {
        throw DomainError.field(
          field,
          'The period of a count cannot be changed: delete the count and start another.',
        );
      }
    }
  },
  afterSave: async ({ db, brandId, recordId, mode }) => {
    if (mode !== 'create') return;
    await db.execute(sql`insert into jf_inventory_log_details (log_id, inventory_id)
      select ${recordId}, id from jf_inventories
      where brand_id = ${brandId} and active order by name`);
  },
  beforeDelete: async ({ db, recordId, before }) => {
    if (before.status === 'closed') throw DomainError.conflict(COUNT_CLOSED);
    await db.execute(sql`delete from jf_stock_movements where source = 'count'
      and source_id in (select id from jf_inventory_log_details where log_id = ${recordId})`);
  },
  actions: { reconcile: reconcileDetail() },
  computed: {
    items_count: (row) =>
      sql`(select count(*) from jf_inventory_log_details d where d.log_id = ${row}.id)`,
    reconciled_count: (row) =>
      sql`(select count(*) from jf_inventory_log_details d
           where d.log_id = ${row}.id and d.reconciled_at is not null)`,
  },
  views: { details: detailsView() },
};

/** `GET /api/jf-inventory-logs/{id}/details`: every detail with its figures. */
function detailsView(): RecordViewHook {
  return async ({ db, record }) => ({ data: await countDetails(db, Number(record.id)) });
}

/**
 * Records the count of one detail: the reason is required when it differs from the expected
 * closing; the figures are frozen and the difference posted as a `count` movement dated the
 * period's last day. A detail is reconciled once; the count closes with its last one.
 */
function reconcileDetail(): ActionHook {
  return async (context) => {
    const detailId = Number(context.input.detail_id);
    const logId = context.recordId;
    const [detail] = await countDetails(context.db, logId, detailId);
    if (!detail) throw DomainError.field('detail_id', 'The selected detail is invalid.');
    if (detail.reconciled) {
      throw DomainError.conflict(`${detail.name} is already reconciled in this count.`);
    }
    const counted = Number(context.input.counted);
    const reason = String(context.input.reason ?? '').trim();
    const variance = counted - detail.expected;
    if (variance !== 0 && !reason) throw DomainError.field('reason', REASON_REQUIRED);
    await context.db.execute(sql`update jf_inventory_log_details set
        opening = ${detail.opening}, received = ${detail.received}, used = ${detail.used},
        expected = ${detail.expected}, counted = ${counted}, reason = ${reason || null},
        reconciled_at = now(), reconciled_by = ${context.userId}
      where id = ${detailId}`);
    await postMovements(context.db, context.brandId, context.userId, [
      {
        inventoryId: detail.inventory_id,
        movedOn: String(context.record.ends_on).slice(0, 10),
        quantity: variance,
        source: 'count',
        sourceId: detailId,
        note: reason || null,
      },
    ]);
    const [left] = await rowsOf<{ open: number | string }>(
      context.db,
      sql`select count(*) as open from jf_inventory_log_details
          where log_id = ${logId} and reconciled_at is null`,
    );
    return {
      state: Number(left?.open ?? 0) === 0 ? 'closed' : 'open',
      audit: { item: detail.name, expected: detail.expected, variance },
    };
  };
}
