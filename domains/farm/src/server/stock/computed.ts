import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const onHand = (row: ReturnType<typeof sql>) =>
  sql`(select coalesce(sum(m.quantity), 0) from jf_stock_movements m
       where m.inventory_id = ${row}.id)`;

/** A stock item's on hand (the sum of its movements) and whether it is under its reorder level. */
export const INVENTORY_COMPUTED: Record<string, ComputedSql> = {
  on_hand: onHand,
  below_reorder: (row) => sql`(case when ${onHand(row)} < ${row}.reorder_level then 1 else 0 end)`,
};
