/** The drivers an order's delivery actions answer to. */
import { DomainError, type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const OTHER_DRIVER = 'This order is assigned to another driver.';

/** The brand's driver row of a user; null for a user who is not one of its drivers. */
export async function driverOfUser(
  db: Executor,
  brandId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from jfd_drivers where brand_id = ${brandId} and user_id = ${userId}`,
  );
  return row ? Number(row.id) : null;
}

/** A driver acts only on the orders assigned to them (403); other staff may act on any. */
export async function checkAssignedDriver(
  db: Executor,
  brandId: number,
  userId: number,
  order: Row,
): Promise<void> {
  if (Number(order.driver_user_id) === userId) return;
  if ((await driverOfUser(db, brandId, userId)) !== null) throw DomainError.forbidden(OTHER_DRIVER);
}

/** A driver's user, name, and whether they may take a delivery now. */
export async function driverById(
  db: Executor,
  driverId: number,
): Promise<{ userId: number; name: string; available: boolean } | null> {
  const [row] = await rowsOf<{ user_id: number; name: string; available: boolean }>(
    db,
    sql`select user_id, name, available from jfd_drivers where id = ${driverId}`,
  );
  return row
    ? { userId: Number(row.user_id), name: String(row.name), available: Boolean(row.available) }
    : null;
}
