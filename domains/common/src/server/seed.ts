/**
 * Demo rows of the shared entities on a new install, in every brand that uses them, so that a
 * new user opens each list on real work: states for addresses, each brand's branches, vendors,
 * expense categories and staff (some on leave, some hired lately, some linked to the demo
 * accounts), the customers of the poultry brand and the marketplace, and the company's prepaid
 * top-up accounts.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const STATES = [
  ['Texas', 'TX'],
  ['California', 'CA'],
  ['Georgia', 'GA'],
  ['New York', 'NY'],
  ['Florida', 'FL'],
  ['Illinois', 'IL'],
  ['Ohio', 'OH'],
  ['Washington', 'WA'],
] as const;

/** The brands with menus, with the places, suppliers and teams each one runs on. */
const BRANDS = [
  {
    id: BRAND.charity,
    city: 'Houston',
    state: 'TX',
    branches: [
      ['Head office', 'HQ'],
      ['North warehouse', 'NWH'],
    ],
    vendors: [
      ['Harvest Wholesale Foods', 'Lena Ortiz'],
      ['CleanKit Supplies', 'Sam Reyes'],
    ],
    categories: [] as const,
    departments: ['Programmes', 'Logistics', 'Finance'],
  },
  {
    id: BRAND.poultry,
    city: 'Athens',
    state: 'GA',
    branches: [
      ['Hillside farm', 'FARM1'],
      ['Town egg shop', 'SHOP1'],
    ],
    vendors: [
      ['Green Valley Farm Supply', 'Tom Becker'],
      ['Southern Feed Mills', 'Ruth Hale'],
      ['PackRight Packaging', 'Omar Diaz'],
    ],
    categories: [
      ['Fuel', 'variable'],
      ['Veterinary', 'variable'],
      ['Packaging', 'variable'],
      ['Salaries', 'fixed'],
      ['Rent', 'fixed'],
    ],
    departments: ['Production', 'Sales', 'Finance'],
  },
  {
    id: BRAND.delivery,
    city: 'Austin',
    state: 'TX',
    branches: [
      ['Central depot', 'DEP1'],
      ['East hub', 'HUB2'],
    ],
    vendors: [
      ['FleetCare Garage', 'Dev Patel'],
      ['CityFuel', 'Ana Silva'],
    ],
    categories: [
      ['Fuel', 'variable'],
      ['Vehicle repairs', 'variable'],
      ['Insurance', 'fixed'],
      ['Depot rent', 'fixed'],
    ],
    departments: ['Dispatch', 'Drivers', 'Customer care'],
  },
  {
    id: BRAND.marketplace,
    city: 'Seattle',
    state: 'WA',
    branches: [['Operations office', 'OPS']],
    vendors: [
      ['CloudHost Inc.', 'Mia Chen'],
      ['AdReach Media', 'Leo Brooks'],
    ],
    categories: [
      ['Advertising', 'variable'],
      ['Payment fees', 'variable'],
      ['Hosting', 'fixed'],
      ['Salaries', 'fixed'],
    ],
    departments: ['Seller success', 'Trust and safety', 'Finance'],
  },
] as const;

const CUSTOMERS = {
  [BRAND.poultry]: [
    ['Corner Grocery', 'Corner Grocery LLC', 'orders@cornergrocery.test', '7065550101'],
    ['Maple Street Bakery', null, 'baker@maplestreet.test', '7065550102'],
    ['Athens Diner', 'Athens Diner Inc.', 'kitchen@athensdiner.test', '7065550103'],
    ['Rosa Jimenez', null, null, '7065550104'],
    ['Hilltop School Kitchen', 'Clarke County Schools', 'meals@hilltop.test', '7065550105'],
  ],
  [BRAND.marketplace]: [
    ['Priya Raman', null, 'priya@example.test', '2065550111'],
    ['Jordan Lee', null, 'jordan@example.test', '2065550112'],
    ['Harbor Cafe', 'Harbor Cafe LLC', 'hello@harborcafe.test', '2065550113'],
  ],
} as const;

/**
 * Each brand's staff: name, position, when hired (days before today: the last two are recent
 * hires) and status. The fourth is on leave.
 */
const PEOPLE = [
  ['Grace Okafor', 'Manager', 900, 'active'],
  ['Daniel Kim', 'Officer', 700, 'active'],
  ['Sofia Rossi', 'Assistant', 480, 'active'],
  ['Marcus Hill', 'Coordinator', 400, 'on_leave'],
  ['Amara Nwosu', 'Assistant', 45, 'active'],
  ['Jonas Berg', 'Officer', 12, 'active'],
] as const;

/**
 * Staff who sign in too: their employee record is linked to their demo account (by role name in
 * the seed's users), so their profile shows it.
 */
const LINKED = [
  {
    brand: BRAND.charity,
    role: 'Human Resources',
    name: 'Hana Resources',
    position: 'HR officer',
    department: 'Human resources',
    days: 1300,
  },
  {
    brand: BRAND.charity,
    role: 'Field Officer',
    name: 'Faith Okoro',
    position: 'Field officer',
    department: 'Programmes',
    days: 30,
  },
  {
    brand: BRAND.poultry,
    role: 'Manager',
    name: 'Mona Manager',
    position: 'Farm manager',
    department: 'Production',
    days: 1600,
  },
  {
    brand: BRAND.marketplace,
    role: 'Manager',
    name: 'Mona Manager',
    position: 'Operations manager',
    department: 'Seller success',
    days: 300,
  },
] as const;

/** The company's prepaid top-up accounts: the last two are under their threshold. */
const DING_ACCOUNTS = [
  ['Field officers airtime', 'Ding', 'DG-100231', 48_500, 10_000, 1],
  ['Drivers data bundles', 'Ding', 'DG-100232', 21_000, 15_000, 0],
  ['Head office phones', 'Ding', 'DG-100245', 9_250, 5_000, 2],
  ['Beneficiary helpline', 'Ding', 'DG-100260', 30_000, 7_500, 0],
  ['Farm shop card machine', 'Ding', 'DG-100271', 3_400, 5_000, 1],
  ['Marketplace support line', 'Ding', 'DG-100288', 1_250, 10_000, 3],
] as const;

/** `today` less some days, as `YYYY-MM-DD`. */
function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

const domainOf = (brandId: number) => `brand${brandId}.test`;

/** Adds the rows inside the demo seed's transaction. */
export async function seedCommon(db: Executor, { today, users }: SeedContext): Promise<void> {
  for (const [name, code] of STATES) {
    await db.execute(sql`insert into states (name, code) values (${name}, ${code})`);
  }
  const states = await rowsOf<{ id: number; code: string }>(db, sql`select id, code from states`);
  const stateId = new Map(states.map((state) => [state.code, state.id] as const));

  for (const brand of BRANDS) {
    const state = stateId.get(brand.state) ?? null;
    const branchIds: number[] = [];
    for (const [i, [name, code]] of brand.branches.entries()) {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`insert into branches (brand_id, name, code, phone, city, state_id, address, active)
            values (${brand.id}, ${name}, ${code}, ${`51255501${brand.id}${i}`}, ${brand.city},
                    ${state}, ${`${100 + i * 20} Main Street`}, true)
            returning id`,
      );
      branchIds.push(Number(row?.id));
    }
    for (const [name, contact] of brand.vendors) {
      const email = `${contact.split(' ')[0]?.toLowerCase()}@${name.split(' ')[0]?.toLowerCase()}.test`;
      await db.execute(
        sql`insert into vendors (brand_id, name, contact_name, email, active)
            values (${brand.id}, ${name}, ${contact}, ${email}, true)`,
      );
    }
    for (const [name, kind] of brand.categories) {
      await db.execute(
        sql`insert into expense_categories (brand_id, name, kind)
            values (${brand.id}, ${name}, ${kind})`,
      );
    }
    for (const [i, [name, position, days, status]] of PEOPLE.entries()) {
      const department = brand.departments[i % brand.departments.length] as string;
      await db.execute(
        sql`insert into employees (brand_id, name, email, phone, position, department, branch_id,
                                   hire_date, status, bank_name, account_number, routing_number)
            values (${brand.id}, ${name},
                    ${`${name.split(' ')[0]?.toLowerCase()}@${domainOf(brand.id)}`},
                    ${`51255502${brand.id}${i}`}, ${`${department} ${position.toLowerCase()}`},
                    ${department}, ${branchIds[i % branchIds.length] ?? null},
                    ${daysBefore(today, days)}, ${status}, 'First Community Bank',
                    ${`00012345${brand.id}${i}`}, '061000104')`,
      );
    }
    for (const [i, person] of LINKED.entries()) {
      const userId = users[person.role];
      if (person.brand !== brand.id || userId === undefined) continue;
      await db.execute(
        sql`insert into employees (brand_id, name, email, position, department, branch_id,
                                   hire_date, status, bank_name, account_number, routing_number,
                                   user_id)
            values (${brand.id}, ${person.name},
                    ${`${person.name.split(' ')[0]?.toLowerCase()}.staff@${domainOf(brand.id)}`},
                    ${person.position}, ${person.department}, ${branchIds[0] ?? null},
                    ${daysBefore(today, person.days)}, 'active', 'First Community Bank',
                    ${`0009876${brand.id}${i}42`}, '061000104', ${userId})`,
      );
    }
  }

  for (const [name, provider, reference, balance, threshold, days] of DING_ACCOUNTS) {
    await db.execute(
      sql`insert into ding_accounts (name, provider, reference, balance, balance_on,
                                     low_balance_threshold)
          values (${name}, ${provider}, ${reference}, ${balance}, ${daysBefore(today, days)},
                  ${threshold})`,
    );
  }

  for (const [brandId, customers] of Object.entries(CUSTOMERS)) {
    const brand = BRANDS.find((b) => b.id === Number(brandId));
    for (const [i, [name, company, email, phone]] of customers.entries()) {
      await db.execute(
        sql`insert into customers (brand_id, name, company, email, phone, city, state_id, address)
            values (${Number(brandId)}, ${name}, ${company}, ${email}, ${phone},
                    ${brand?.city ?? null}, ${stateId.get(brand?.state ?? '') ?? null},
                    ${`${12 + i * 7} Oak Avenue`})`,
      );
    }
  }
}
