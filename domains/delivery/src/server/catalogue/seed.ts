/**
 * The catalogue's demo rows (figures in seedPlan.ts): five shelves and 150 products, add-ons,
 * three shipping speeds, two towns of three zones with a fee per zone and speed, grocery fee
 * tiers, three pickup locations with their fees, the fleet, the Driver users of the brand as
 * drivers, 80 customers, coupons (running, scheduled, expired, used up) and the app open. Each
 * table is one statement.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import {
  SEED_ADDONS,
  SEED_EXTRA_CATEGORIES,
  SEED_GROCERY_TIERS,
  SEED_PICKUP_LOCATIONS,
  SEED_SHELVES,
  SEED_SPEEDS,
  SEED_TOWNS,
  SEED_VEHICLES,
  seedCustomers,
  sizePrice,
  zoneFee,
} from './seedPlan';
import { staffWithRole } from './staffQuery';

const brandId = BRAND.delivery;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

/** The day `days` after (or before) `today`, `YYYY-MM-DD`. */
function dayFrom(today: Date, days: number): string {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function seedProducts(db: Executor): Promise<void> {
  const categories = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into jfd_categories (brand_id, name, active) values ${list([
        ...SEED_SHELVES.map((shelf) => sql`(${brandId}, ${shelf.category}, true)`),
        ...SEED_EXTRA_CATEGORIES.map((extra) => sql`(${brandId}, ${extra.name}, ${extra.active})`),
      ])} returning id`,
    ),
  );
  const rows = SEED_SHELVES.flatMap((shelf, c) =>
    shelf.items.flatMap(([name, base], i) =>
      shelf.sizes.map((size, k) => {
        const n = i * 3 + k;
        const sku = `${shelf.sku}-${String(n + 1).padStart(4, '0')}`;
        const stock = (n * 37 + c * 11) % 120;
        const description = `${name}, ${size}. Sourced weekly from local suppliers.`;
        return sql`(${brandId}, ${`${name} (${size})`}, ${sku}, ${categories[c]}, ${sizePrice(base, k)},
                    ${stock}, ${n % 29 !== 7}, ${description})`;
      }),
    ),
  );
  await db.execute(
    sql`insert into jfd_products (brand_id, name, sku, category_id, price, stock, active, description)
        values ${list(rows)}`,
  );
}

async function seedFees(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into jfd_addons (brand_id, name, price, active) values ${list(
      SEED_ADDONS.map(([name, price, active]) => sql`(${brandId}, ${name}, ${price}, ${active})`),
    )}`,
  );
  const speeds = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into jfd_shipping_speeds (brand_id, name, eta_minutes, surcharge, active) values ${list(
        SEED_SPEEDS.map(
          ([name, eta, surcharge]) => sql`(${brandId}, ${name}, ${eta}, ${surcharge}, true)`,
        ),
      )} returning id`,
    ),
  );
  const towns = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into dlv_service_towns (brand_id, name, active) values ${list(
        SEED_TOWNS.map((town) => sql`(${brandId}, ${town.town}, true)`),
      )} returning id`,
    ),
  );
  const zones = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into jfd_zones (brand_id, name, town_id, courier_fee, active) values ${list(
        SEED_TOWNS.flatMap((town, t) =>
          town.zones.map(([name, fee]) => sql`(${brandId}, ${name}, ${towns[t]}, ${fee}, true)`),
        ),
      )} returning id`,
    ),
  );
  await db.execute(
    sql`insert into jfd_delivery_fees (brand_id, zone_id, shipping_speed_id, fee) values ${list(
      zones.flatMap((zone, z) =>
        speeds.map((speed, s) => sql`(${brandId}, ${zone}, ${speed}, ${zoneFee(z, s)})`),
      ),
    )}`,
  );
  await db.execute(
    sql`insert into jfd_grocery_delivery_fees (brand_id, min_subtotal, max_subtotal, fee) values ${list(
      SEED_GROCERY_TIERS.map(([from, below, fee]) => sql`(${brandId}, ${from}, ${below}, ${fee})`),
    )}`,
  );
  const locations = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into jfd_pickup_locations (brand_id, name, address, town_id, opening_hours, active)
          values ${list(
            SEED_PICKUP_LOCATIONS.map(
              ([name, address, town, hours]) =>
                sql`(${brandId}, ${name}, ${address}, ${towns[town]}, ${hours}, true)`,
            ),
          )} returning id`,
    ),
  );
  await db.execute(
    sql`insert into jfd_pickup_fees (brand_id, pickup_location_id, fee) values ${list(
      SEED_PICKUP_LOCATIONS.map(([, , , , fee], i) => sql`(${brandId}, ${locations[i]}, ${fee})`),
    )}`,
  );
  const customers = seedCustomers();
  await db.execute(
    sql`insert into jfd_customers (brand_id, name, phone, email, address, zone_id, notes) values ${list(
      customers.map(
        (c) =>
          sql`(${brandId}, ${c.name}, ${c.phone}, ${c.email}, ${c.address}, ${zones[c.zone]}, ${c.notes})`,
      ),
    )}`,
  );
}

async function seedFleet(db: Executor, today: Date): Promise<void> {
  const vehicles = ids(
    await rowsOf<{ id: number }>(
      db,
      sql`insert into jfd_vehicles (brand_id, name, plate, kind, capacity_kg, active) values ${list(
        SEED_VEHICLES.map(
          ([name, plate, kind, capacity, active]) =>
            sql`(${brandId}, ${name}, ${plate}, ${kind}, ${capacity}, ${active})`,
        ),
      )} returning id`,
    ),
  );
  const drivers = await staffWithRole(db, brandId, 'Driver');
  if (drivers.length === 0) return;
  await db.execute(
    sql`insert into jfd_drivers (brand_id, user_id, name, phone, licence_number, licence_expires_on,
                                 vehicle_id, available)
        values ${list(
          drivers.map(
            (driver, i) =>
              sql`(${brandId}, ${driver.id}, ${driver.name}, ${`21255502${String(i).padStart(2, '0')}`},
                   ${`DL-${4821 + i * 97}`}, ${dayFrom(today, 400 + i * 90)}, ${vehicles[i % 5]},
                   ${i !== 3})`,
          ),
        )}`,
  );
}

async function seedCoupons(db: Executor, today: Date): Promise<void> {
  const coupons: [
    string,
    string,
    number,
    number,
    number,
    number,
    number | null,
    number,
    boolean,
  ][] = [
    // code, kind, value, min order, starts (days from today), ends, limit, used, active
    ['WELCOME10', 'percent', 10, 2000, -60, 120, null, 37, true],
    ['FIVEOFF', 'fixed', 500, 3000, -14, 30, 200, 58, true],
    ['FREESHIP', 'fixed', 399, 2500, -7, 7, 100, 12, true],
    ['SPRING20', 'percent', 20, 4000, -120, -30, 300, 211, true],
    ['FIRST50', 'percent', 15, 0, -30, 60, 50, 50, true],
    ['HOLIDAY25', 'percent', 25, 5000, 20, 40, 150, 0, true],
    ['STAFF5', 'fixed', 500, 0, -200, 200, null, 9, false],
  ];
  await db.execute(
    sql`insert into jfd_coupons (brand_id, code, kind, value, min_order, starts_on, ends_on,
                                 usage_limit, times_used, active)
        values ${list(
          coupons.map(
            ([code, kind, value, min, starts, ends, limit, used, active]) =>
              sql`(${brandId}, ${code}, ${kind}, ${value}, ${min}, ${dayFrom(today, starts)},
                   ${dayFrom(today, ends)}, ${limit}, ${used}, ${active})`,
          ),
        )}`,
  );
  await db.execute(
    sql`insert into dlv_app_status (brand_id, open, message, min_version)
        values (${brandId}, true, ${'Open: order by 18:00 for same-day delivery.'}, '1.2.0')`,
  );
}

/** The catalogue area's demo rows, on an empty install. */
export async function seedCatalogue(db: Executor, context: SeedContext): Promise<void> {
  await seedProducts(db);
  await seedFees(db);
  await seedFleet(db, context.today);
  await seedCoupons(db, context.today);
}
