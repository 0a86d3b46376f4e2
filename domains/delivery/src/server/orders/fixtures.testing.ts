/**
 * A small catalogue of brand 8 for the orders' server tests, with every figure the worked
 * examples use: written with SQL so the tests do not depend on the demo seed's figures.
 */
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export interface OrderFixture {
  customer: number;
  otherCustomer: number;
  zone: number;
  farZone: number;
  standard: number;
  express: number;
  location: number;
  products: { coffee: number; milk: number; bread: number; oatMilk: number; retired: number };
  addons: { wrap: number; ice: number };
  coupons: { save10: number; fiveOff: number; limited: number };
  drivers: { dora: number; dev: number; resting: number };
  users: { dora: number; dev: number };
}

async function id(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, query);
  return Number(row?.id);
}

async function userId(db: Executor, email: string): Promise<number> {
  return id(db, sql`select id from users where email = ${email}`);
}

/** Inserts the catalogue (brand 8) and answers its ids. */
export async function orderFixture(db: Executor): Promise<OrderFixture> {
  const b = 8;
  const town = await id(
    db,
    sql`insert into dlv_service_towns (brand_id, name) values (${b}, 'Riverton') returning id`,
  );
  const zone = await id(
    db,
    sql`insert into jfd_zones (brand_id, name, town_id, courier_fee)
        values (${b}, 'Riverside North', ${town}, 600) returning id`,
  );
  const farZone = await id(
    db,
    sql`insert into jfd_zones (brand_id, name, town_id, courier_fee)
        values (${b}, 'Hillcrest', ${town}, 900) returning id`,
  );
  const speed = (name: string, eta: number, surcharge: number) =>
    id(
      db,
      sql`insert into jfd_shipping_speeds (brand_id, name, eta_minutes, surcharge)
          values (${b}, ${name}, ${eta}, ${surcharge}) returning id`,
    );
  const standard = await speed('Standard', 120, 0);
  const express = await speed('Express', 45, 300);
  // Riverside North: 4.99 standard, 6.99 express; Hillcrest: standard only.
  await db.execute(
    sql`insert into jfd_delivery_fees (brand_id, zone_id, shipping_speed_id, fee) values
        (${b}, ${zone}, ${standard}, 499), (${b}, ${zone}, ${express}, 699),
        (${b}, ${farZone}, ${standard}, 899)`,
  );
  // Grocery fee tiers: under $20.00: 3.00; $20.00 to under $50.00: 1.50; $50.00 and up: free.
  await db.execute(
    sql`insert into jfd_grocery_delivery_fees (brand_id, min_subtotal, max_subtotal, fee) values
        (${b}, 0, 2000, 300), (${b}, 2000, 5000, 150), (${b}, 5000, null, 0)`,
  );
  const location = await id(
    db,
    sql`insert into jfd_pickup_locations (brand_id, name, address, town_id, opening_hours)
        values (${b}, 'Market Street counter', '12 Market Street', ${town}, '08:00-20:00')
        returning id`,
  );
  await db.execute(
    sql`insert into jfd_pickup_fees (brand_id, pickup_location_id, fee) values (${b}, ${location}, 100)`,
  );
  const category = await id(
    db,
    sql`insert into jfd_categories (brand_id, name) values (${b}, 'Pantry') returning id`,
  );
  const product = (name: string, sku: string, price: number, active = true) =>
    id(
      db,
      sql`insert into jfd_products (brand_id, name, sku, category_id, price, stock, active)
          values (${b}, ${name}, ${sku}, ${category}, ${price}, 100, ${active})
          returning id`,
    );
  const products = {
    coffee: await product('Ground coffee 250 g', 'COF-1', 899),
    milk: await product('Whole milk 1 L', 'MLK-1', 149),
    bread: await product('Sourdough loaf', 'BRD-1', 275),
    oatMilk: await product('Oat drink 1 L', 'OAT-1', 189),
    retired: await product('Retired biscuits', 'OLD-1', 99, false),
  };
  const addon = (name: string, price: number) =>
    id(
      db,
      sql`insert into jfd_addons (brand_id, name, price) values (${b}, ${name}, ${price})
          returning id`,
    );
  const addons = { wrap: await addon('Gift wrap', 150), ice: await addon('Extra ice', 50) };
  const coupon = (
    code: string,
    kind: string,
    value: number,
    minOrder: number,
    limit: number | null,
  ) =>
    id(
      db,
      sql`insert into jfd_coupons (brand_id, code, kind, value, min_order, starts_on, ends_on,
                                   usage_limit, times_used)
          values (${b}, ${code}, ${kind}, ${value}, ${minOrder}, '2020-01-01',
                  '2099-12-31', ${limit}, 0)
          returning id`,
    );
  const coupons = {
    save10: await coupon('SAVE10', 'percent', 10, 1000, null),
    fiveOff: await coupon('FIVEOFF', 'fixed', 500, 0, null),
    limited: await coupon('LIMITED', 'percent', 5, 0, 3),
  };
  const customer = (name: string) =>
    id(
      db,
      sql`insert into jfd_customers (brand_id, name, phone, address, zone_id)
          values (${b}, ${name}, '555-0101', '4 Elm Row, Riverton', ${zone}) returning id`,
    );
  const users = {
    dora: await userId(db, 'driver@backoffice.test'),
    dev: await userId(db, 'dev.driver@backoffice.test'),
  };
  const driver = (user: number, name: string, available: boolean) =>
    id(
      db,
      sql`insert into jfd_drivers (brand_id, user_id, name, phone, licence_number,
                                       licence_expires_on, available)
              values (${b}, ${user}, ${name}, '555-0199', ${`LIC-${user}`}, '2030-01-01',
                      ${available})
              on conflict do nothing returning id`,
    );
  const drivers = {
    dora: await driver(users.dora, 'Dora Driver', true),
    dev: await driver(users.dev, 'Dev Okafor', true),
    resting: await driver(await userId(db, 'lena.driver@backoffice.test'), 'Lena Marsh', false),
  };
  return {
    customer: await customer('Priya Shah'),
    otherCustomer: await customer('Tom Becker'),
    zone,
    farZone,
    standard,
    express,
    location,
    products,
    addons,
    coupons,
    drivers,
    users,
  };
}
