/**
 * What a placement reads of the catalogue, as it is now: the brand's active products and
 * add-ons with their prices, and the fees of a zone at a speed, of a subtotal's grocery tier and
 * of a pickup location.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Active rows of a priced catalogue table (`jfd_products`, `jfd_addons`) by id: their price. */
export async function activePrices(
  db: Executor,
  table: 'jfd_products' | 'jfd_addons',
  brandId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; price: number | string }>(
    db,
    sql`select id, price from ${sql.identifier(table)}
        where brand_id = ${brandId} and active and id in (${idList(unique)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.price)]));
}

/** The zone's fee at a speed plus the speed's surcharge; null when not offered. */
export async function deliveryFee(
  db: Executor,
  brandId: number,
  zoneId: number,
  speedId: number,
): Promise<number | null> {
  const [row] = await rowsOf<{ fee: number | string }>(
    db,
    sql`select f.fee + coalesce(s.surcharge, 0) as fee
        from jfd_delivery_fees f
        join jfd_shipping_speeds s on s.id = f.shipping_speed_id and s.active
        join jfd_zones z on z.id = f.zone_id and z.active
        where f.brand_id = ${brandId} and f.zone_id = ${zoneId}
          and f.shipping_speed_id = ${speedId}`,
  );
  return row ? Number(row.fee) : null;
}

/** The grocery fee of the tier whose [min, max) holds the subtotal; 0 outside every tier. */
export async function groceryFee(db: Executor, brandId: number, subtotal: number): Promise<number> {
  const [row] = await rowsOf<{ fee: number | string }>(
    db,
    sql`select fee from jfd_grocery_delivery_fees
        where brand_id = ${brandId} and min_subtotal <= ${subtotal}
          and (max_subtotal is null or ${subtotal} < max_subtotal)
        order by min_subtotal desc limit 1`,
  );
  return row ? Number(row.fee) : 0;
}

/** An active pickup location's fee (0 without one); null for no such active location. */
export async function pickupFee(
  db: Executor,
  brandId: number,
  locationId: number,
): Promise<number | null> {
  const [row] = await rowsOf<{ fee: number | string | null }>(
    db,
    sql`select (select p.fee from jfd_pickup_fees p where p.pickup_location_id = l.id) as fee
        from jfd_pickup_locations l
        where l.brand_id = ${brandId} and l.id = ${locationId} and l.active`,
  );
  return row ? Number(row.fee ?? 0) : null;
}

/** The customer's address (a delivery's address when left out). */
export async function customerAddress(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await rowsOf<{ address: string | null }>(
    db,
    sql`select address from jfd_customers where id = ${customerId}`,
  );
  return row?.address ?? null;
}
