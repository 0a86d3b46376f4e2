/**
 * The server side of egg collection logs: who recorded a log and the flock's bird count are the
 * server's; one log per flock and day (checked under a lock on the flock, so two saves of the
 * same flock and day at once take turns and the second is refused); each grade's good eggs go
 * into that grade's stock item, posted again on a correction, taken out on a delete and put
 * back when the delete is undone.
 */
import {
  type ComputedSql,
  DomainError,
  type Executor,
  type ResourceHooks,
  type Row,
  rowsOf,
  type SaveContext,
  type SavedContext,
} from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { DUPLICATE_EGG_LOG, eggsOfGrade } from '../../resources/livestock/eggCollectionLogs';
import { EGG_GRADES, EGGS_PER_TRAY } from '../../resources/stock/inventories';
import { postMovements, removeMovements } from '../stock/movements';
import { flockOf, recorderOf } from './recorder';

const COUNTS = [
  ...EGG_GRADES.flatMap((grade) => [`${grade}_trays`, `${grade}_loose`]),
  'cracked',
  'broken',
];

/** A lock key per flock, so the "one log per flock and day" check and its insert take turns. */
const EGG_LOG_LOCK = 73_001;

async function checkOnePerDay(context: SaveContext, values: Row): Promise<void> {
  const { db, recordId } = context;
  const flockId = Number(values.livestock_id);
  await db.execute(sql`select pg_advisory_xact_lock(${EGG_LOG_LOCK}::int, ${flockId}::int)`);
  const clash = await rowsOf<{ id: number }>(
    db,
    sql`select id from egg_collection_logs
        where livestock_id = ${flockId} and collected_on = ${String(values.collected_on)}::date
          ${recordId === null ? sql`` : sql`and id <> ${recordId}`}`,
  );
  if (clash.length) throw DomainError.field('collected_on', DUPLICATE_EGG_LOG);
}

async function prepare(context: SaveContext): Promise<void> {
  const { db, brandId, values, before } = context;
  // A change carries only the fields sent.
  const merged = { ...(before ?? {}), ...values };
  for (const field of COUNTS) {
    if (merged[field] === null || merged[field] === undefined) values[field] = 0;
  }
  // A new log, or one moved to another flock, copies the flock's bird count as it is now.
  if (!before || Number(before.livestock_id) !== Number(merged.livestock_id)) {
    const flock = await flockOf(db, brandId, Number(merged.livestock_id));
    values.bird_count = flock?.bird_count ?? null;
  }
  await checkOnePerDay(context, merged);
  // Who recorded it stays; the audit trail names who corrected it.
  if (!before) Object.assign(values, await recorderOf(db, context.userId));
}

/** Every grade's good eggs into its stock item (422 when the brand has none for a grade). */
async function postEggs(
  context: Pick<SavedContext, 'db' | 'brandId' | 'userId' | 'recordId' | 'values'>,
): Promise<void> {
  const { db, brandId, userId, recordId, values } = context;
  await removeMovements(db, 'egg_collection', recordId);
  const items = await eggItemsOf(db, brandId);
  const missing: Record<string, string[]> = {};
  const movements = EGG_GRADES.flatMap((grade) => {
    const quantity = eggsOfGrade(values, grade);
    if (quantity === 0) return [];
    const inventoryId = items.get(grade);
    if (inventoryId === undefined) {
      missing[`${grade}_trays`] = [
        `There is no stock item for ${grade} eggs. Add one (kind eggs, grade ${grade}) under Stock items first.`,
      ];
      return [];
    }
    return [
      {
        inventoryId,
        movedOn: String(values.collected_on),
        quantity,
        source: 'egg_collection' as const,
        sourceId: recordId,
      },
    ];
  });
  if (Object.keys(missing).length) throw DomainError.invalid(missing);
  await postMovements(db, brandId, userId, movements);
}

/** The brand's egg stock items by grade. */
export async function eggItemsOf(db: Executor, brandId: number): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; egg_grade: string }>(
    db,
    sql`select id, egg_grade from jf_inventories
        where brand_id = ${brandId} and kind = 'eggs' and egg_grade is not null`,
  );
  return new Map(rows.map((row) => [row.egg_grade, Number(row.id)] as const));
}

/** Good eggs of a log row in SQL: every grade's trays of 30 and loose eggs. */
export const goodEggsSql = (row: SQL) =>
  sql.join(
    EGG_GRADES.map(
      (grade) =>
        sql`${row}.${sql.identifier(`${grade}_trays`)} * ${sql.raw(String(EGGS_PER_TRAY))} + ${row}.${sql.identifier(`${grade}_loose`)}`,
    ),
    sql` + `,
  );

const totalEggs = (row: SQL) => sql`(${goodEggsSql(row)} + ${row}.cracked + ${row}.broken)`;

export const EGG_LOG_COMPUTED: Record<string, ComputedSql> = {
  good_eggs: (row) => sql`(${goodEggsSql(row)})`,
  total_eggs: totalEggs,
  laying_rate: (row) =>
    sql`(case when ${row}.bird_count > 0
              then round(${totalEggs(row)}::numeric * 100 / ${row}.bird_count, 1) end)`,
};

export const eggLogsHooks: ResourceHooks = {
  beforeCreate: prepare,
  beforeUpdate: prepare,
  afterSave: postEggs,
  beforeDelete: async ({ db, recordId }) => removeMovements(db, 'egg_collection', recordId),
  // Undo of a delete: the log is back, so its good eggs go back into stock on its day.
  undoDelete: async ({ db, brandId, userId, recordId, restored }) =>
    postEggs({ db, brandId, userId, recordId, values: restored }),
  computed: EGG_LOG_COMPUTED,
};
