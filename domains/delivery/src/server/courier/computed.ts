import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** `open`: 1 while the request still moves (the live list), 0 once delivered or cancelled. */
export const COURIER_COMPUTED: Record<string, ComputedSql> = {
  open: (row) =>
    sql`(case when ${row}.status in ('requested', 'accepted', 'picked_up') then 1 else 0 end)`,
};
