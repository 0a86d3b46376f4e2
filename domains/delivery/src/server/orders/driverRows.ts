import { hasPermission } from '@backoffice/access';
import type { ComputedSql, RowViewer } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/**
 * A driver reaches only their own work: one who may neither see the board (`access_orders`) nor
 * fulfil (`fulfill_orders`) lists, opens and acts on the deliveries assigned to them and on the
 * pickups handed over at the locations (which have no driver); any other order answers 404,
 * its customer and address included.
 */
export function ordersOfViewer({ userId, permissions }: RowViewer): ComputedSql | null {
  if (hasPermission(permissions, 'access_orders') || hasPermission(permissions, 'fulfill_orders')) {
    return null;
  }
  return (row) => sql`(${row}.driver_user_id = ${userId} or ${row}.kind = 'pickup')`;
}
