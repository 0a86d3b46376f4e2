/**
 * The charity brand's demo rows on a new install, in bulk SQL (one statement per table), so its
 * pages open on real rows. A Houston charity that resettles and supports refugee families from
 * Nigeria, Somalia, South Sudan and Kenya:
 *
 * - reference lists: 6 package item types, 3 project types, 6 beneficiary categories;
 * - 13 package items (one discontinued), each with an opening purchase 120 days back;
 * - 80 beneficiaries in every category, mostly active, some inactive, two deceased, and a
 *   husband and wife sharing a phone (the second saved as a confirmed likely duplicate);
 * - 40 donations over the last four months, cash and in kind, numbered RCT-000001 to
 *   RCT-000040 in day order (the counter left at 40), one voided; the in-kind items and the
 *   void posted as stock movements;
 * - 5 projects: closed, in progress, planned, cancelled and draft, their hand-overs taken out
 *   of stock (`projects/seed.ts`).
 *
 * Everything follows from the install's "today" and the row's index: the same day seeds the
 * same rows.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { seedProjects } from './projects/seed';

const brandId = BRAND.charity;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (today: Date, days: number) =>
  iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days)));

const PACKAGE_ITEM_TYPES = [
  { name: 'Rice', unit: 'kg', description: 'Long-grain rice in 5 kg bags.' },
  { name: 'Cooking oil', unit: 'litre', description: null },
  { name: 'Hygiene kit', unit: 'kit', description: 'Soap, toothpaste and towels for a family.' },
  { name: 'Shelter', unit: 'piece', description: 'Tarpaulins, mats and mosquito nets.' },
  { name: 'School supplies', unit: 'pack', description: 'Books, bags and uniforms.' },
  { name: 'Medical supplies', unit: 'box', description: 'First aid and oral rehydration.' },
] as const;

const PROJECT_TYPES = [
  { name: 'Food relief', description: 'Monthly food packages to registered families.' },
  { name: 'Education', description: 'School supplies and fees.' },
  { name: 'Clean water', description: 'Wells and filters for villages.' },
] as const;

const BENEFICIARY_CATEGORIES = [
  { name: 'Families', description: 'Households with children.', active: true },
  { name: 'Elderly', description: 'People over 65 living alone.', active: true },
  { name: 'Students', description: null, active: false },
  { name: 'Newly arrived refugees', description: 'In their first year here.', active: true },
  { name: 'Widows', description: 'Women heading a household alone.', active: true },
  { name: 'People with disabilities', description: null, active: true },
] as const;

/** name, type, unit, unit cost (cents), opening stock bought 120 days back, status. */
export const SEED_PACKAGE_ITEMS = [
  ['Rice (5 kg bag)', 'Rice', 'bag', 650, 120, 'active'],
  ['Rice (25 kg bag)', 'Rice', 'bag', 2900, 30, 'active'],
  ['Vegetable oil (5 litre)', 'Cooking oil', 'jerrycan', 1100, 60, 'active'],
  ['Palm oil (1 litre)', 'Cooking oil', 'bottle', 300, 24, 'discontinued'],
  ['Family hygiene kit', 'Hygiene kit', 'kit', 1850, 40, 'active'],
  ['Sanitary pads', 'Hygiene kit', 'pack', 250, 100, 'active'],
  ['Bar soap', 'Hygiene kit', 'bar', 60, 300, 'active'],
  ['Tarpaulin (4 x 6 m)', 'Shelter', 'sheet', 1500, 20, 'active'],
  ['Sleeping mat', 'Shelter', 'piece', 700, 35, 'active'],
  ['Mosquito net', 'Shelter', 'net', 450, 50, 'active'],
  ['Exercise books (10)', 'School supplies', 'pack', 400, 80, 'active'],
  ['School bag', 'School supplies', 'piece', 900, 25, 'active'],
  ['ORS sachets (50)', 'Medical supplies', 'box', 800, 15, 'active'],
] as const;

const FIRST_FEMALE = [
  'Amina',
  'Fatima',
  'Hauwa',
  'Zainab',
  'Ngozi',
  'Chiamaka',
  'Funmilayo',
  'Halima',
  'Nyaboke',
  'Wanjiru',
  'Hodan',
  'Faduma',
  'Achol',
  'Nyandeng',
  'Blessing',
  'Aisha',
  'Khadija',
  'Asha',
  'Grace',
  'Mercy',
] as const;
const FIRST_MALE = [
  'Musa',
  'Ibrahim',
  'Abdullahi',
  'Chukwuemeka',
  'Oluwaseun',
  'Emeka',
  'Babajide',
  'Abdi',
  'Mohamed',
  'Deng',
  'Garang',
  'Kamau',
  'Otieno',
  'Yusuf',
  'Samuel',
  'Daniel',
  'Tunde',
  'Bashir',
  'Mamadou',
  'Peter',
] as const;
const SURNAMES = [
  'Bello',
  'Abubakar',
  'Okafor',
  'Adeyemi',
  'Nwosu',
  'Mohammed',
  'Warsame',
  'Hassan',
  'Deng',
  'Garang',
  'Mwangi',
  'Otieno',
  'Ogunleye',
  'Eze',
  'Lawal',
  'Yusuf',
  'Achieng',
  'Abdi',
  'Kuol',
  'Balogun',
  'Onyango',
  'Ali',
  'Ibrahim',
  'Adebayo',
  'Mensah',
  'Farah',
  'Majok',
  'Chukwu',
] as const;
const STREETS = [
  'Bissonnet St',
  'Beechnut St',
  'Gessner Rd',
  'Hillcroft Ave',
  'Westheimer Rd',
  'Fondren Rd',
  'Bellaire Blvd',
  'Wilcrest Dr',
  'S Gessner Dr',
  'Dashwood Dr',
] as const;
/** Where the households live: mostly Houston, a few resettled in Clarkston and Chicago. */
const PLACES = [
  ['Houston, TX', 'TX'],
  ['Houston, TX', 'TX'],
  ['Houston, TX', 'TX'],
  ['Alief, TX', 'TX'],
  ['Sugar Land, TX', 'TX'],
  ['Clarkston, GA', 'GA'],
  ['Chicago, IL', 'IL'],
] as const;
/** Categories by weight: most are families and newly arrived refugees. */
const CATEGORY_OF = [
  'Families',
  'Families',
  'Newly arrived refugees',
  'Families',
  'Elderly',
  'Widows',
  'Newly arrived refugees',
  'People with disabilities',
  'Families',
  'Students',
] as const;

const DONORS = [
  ['St. Mary Parish', 'office@stmaryparish.test'],
  ['Grace Okafor', '7135550142'],
  ['Rotary Club of Sugar Land', 'treasurer@rotarysl.test'],
  ['Houston Food Network', 'donations@hfn.test'],
  ['Abdi Warsame', null],
  ['Chinwe Nwosu', 'chinwe.nwosu@example.test'],
  ['Southwest Islamic Center', 'zakat@swic.test'],
  ['Alief Community Church', null],
  ['Kenyan Women of Houston', 'kwh@example.test'],
  ['Anonymous', null],
] as const;
const METHODS = ['bank_transfer', 'cash', 'cheque', 'card', 'mobile_money'] as const;

/** The phone digits of beneficiary `i`: a US number, unique per person. */
const phoneOf = (i: number) => `713555${String(1000 + i * 7).slice(-4)}`;

async function idsByName(db: Executor, table: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} where brand_id = ${brandId}`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

async function seedReferenceLists(db: Executor): Promise<void> {
  await db.execute(sql`insert into package_item_types (brand_id, name, unit, description) values
    ${list(PACKAGE_ITEM_TYPES.map((t) => sql`(${brandId}, ${t.name}, ${t.unit}, ${t.description})`))}`);
  await db.execute(sql`insert into project_types (brand_id, name, description) values
    ${list(PROJECT_TYPES.map((t) => sql`(${brandId}, ${t.name}, ${t.description})`))}`);
  await db.execute(sql`insert into beneficiary_categories (brand_id, name, description, active)
    values ${list(
      BENEFICIARY_CATEGORIES.map(
        (c) => sql`(${brandId}, ${c.name}, ${c.description}, ${c.active})`,
      ),
    )}`);
}

async function seedBeneficiaries(db: Executor, today: Date): Promise<void> {
  const categories = await idsByName(db, 'beneficiary_categories');
  const states = new Map(
    (await rowsOf<{ id: number; code: string }>(db, sql`select id, code from states`)).map((s) => [
      s.code,
      Number(s.id),
    ]),
  );
  const fallbackState = [...states.values()][0] ?? null;
  const rows: SQL[] = [];
  for (let i = 0; i < 80; i++) {
    const female = i % 5 !== 1 && i % 5 !== 3;
    const first = female ? FIRST_FEMALE[(i * 7) % 20] : FIRST_MALE[(i * 3) % 20];
    const surname = SURNAMES[(i * 11) % SURNAMES.length];
    const category = CATEGORY_OF[i % CATEGORY_OF.length] as string;
    const elderly = category === 'Elderly';
    const age = elderly
      ? 66 + (i % 15)
      : category === 'Students'
        ? 17 + (i % 6)
        : 22 + ((i * 13) % 38);
    const born = new Date(Date.UTC(today.getUTCFullYear() - age, (i * 5) % 12, 1 + ((i * 9) % 28)));
    const [city, code] = PLACES[i % PLACES.length] as readonly [string, string];
    const address = `${1200 + ((i * 37) % 8000)} ${STREETS[i % STREETS.length]}, Apt ${1 + (i % 40)}, ${city}`;
    const household = elderly ? 1 + (i % 2) : category === 'Students' ? 1 : 2 + ((i * 3) % 8);
    const status = i === 23 || i === 61 ? 'deceased' : i % 9 === 4 ? 'inactive' : 'active';
    rows.push(sql`(${brandId}, ${`${first} ${surname}`}, ${female ? 'female' : 'male'},
      ${iso(born)}, ${phoneOf(i)}, ${address}, ${states.get(code) ?? fallbackState},
      ${categories.get(category) ?? null}, ${household}, ${status}, false)`);
  }
  // A husband registered after his wife, sharing her phone: saved as a confirmed duplicate.
  rows.push(sql`(${brandId}, 'Mohamed Farah', 'male', '1978-06-14', ${phoneOf(2)},
    '1274 Hillcroft Ave, Apt 3, Houston, TX', ${states.get('TX') ?? fallbackState},
    ${categories.get('Families') ?? null}, 7, 'active', true)`);
  await db.execute(sql`insert into beneficiaries (brand_id, name, gender, date_of_birth, phone,
      address, state_id, category_id, household_size, status, duplicate_confirmed)
    values ${list(rows)}`);
}

async function seedStock(db: Executor, today: Date): Promise<Map<string, number>> {
  const types = await idsByName(db, 'package_item_types');
  await db.execute(sql`insert into package_items (brand_id, name, type_id, unit, unit_cost, status)
    values ${list(
      SEED_PACKAGE_ITEMS.map(
        ([name, type, unit, cost, , status]) =>
          sql`(${brandId}, ${name}, ${types.get(type) ?? null}, ${unit}, ${cost}, ${status})`,
      ),
    )}`);
  const items = await idsByName(db, 'package_items');
  const opened = daysBefore(today, 120);
  await db.execute(sql`insert into package_item_movements
      (brand_id, package_item_id, moved_on, quantity, unit_cost, source, note)
    values ${list(
      SEED_PACKAGE_ITEMS.map(
        ([name, , , cost, opening]) =>
          sql`(${brandId}, ${items.get(name)}, ${opened}, ${opening}, ${cost}, 'purchase',
               'Opening stock, Gulf Coast Wholesale')`,
      ),
    )}`);
  return items;
}

async function seedDonations(db: Executor, today: Date, items: Map<string, number>) {
  const active = SEED_PACKAGE_ITEMS.filter((item) => item[5] === 'active');
  const donations: {
    number: string;
    day: string;
    donor: string;
    contact: string | null;
    kind: 'cash' | 'in_kind';
    amount: number | null;
    method: string | null;
    lines: { item: string; quantity: number; value: number }[];
    void: boolean;
  }[] = [];
  for (let i = 0; i < 40; i++) {
    const [donor, contact] = DONORS[(i * 3) % DONORS.length] as readonly [string, string | null];
    const cash = i % 5 === 1 || i % 5 === 3 || i % 7 === 0;
    const lines = cash
      ? []
      : [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => {
          const item = active[(i + k * 4) % active.length] as (typeof active)[number];
          return {
            item: item[0],
            quantity: 5 + ((i * 7 + k * 3) % 20) * (item[3] < 500 ? 5 : 1),
            value: item[3],
          };
        });
    donations.push({
      number: `RCT-${String(i + 1).padStart(6, '0')}`,
      // 40 donations over 118 days, oldest first, so numbers follow the days.
      day: daysBefore(today, 118 - Math.floor((i * 118) / 40)),
      donor,
      contact,
      kind: cash ? 'cash' : 'in_kind',
      amount: cash ? ([2500, 10000, 50000, 15000, 7500, 250000, 4000][i % 7] ?? 5000) : null,
      method: cash ? (METHODS[i % METHODS.length] ?? 'cash') : null,
      lines,
      void: i === 17,
    });
  }
  await db.execute(sql`insert into donations (brand_id, receipt_number, donor, donor_contact,
      received_on, kind, amount, payment_method, notes, status, void_reason)
    values ${list(
      donations.map(
        (d) => sql`(${brandId}, ${d.number}, ${d.donor}, ${d.contact}, ${d.day}, ${d.kind},
          ${d.amount}, ${d.method}, ${d.kind === 'in_kind' ? 'Delivered to the North warehouse.' : null},
          ${d.void ? 'void' : 'recorded'}, ${d.void ? 'Entered twice by mistake.' : null})`,
      ),
    )}`);
  const ids = new Map(
    (
      await rowsOf<{ id: number; receipt_number: string }>(
        db,
        sql`select id, receipt_number from donations where brand_id = ${brandId}`,
      )
    ).map((row) => [row.receipt_number, Number(row.id)]),
  );
  const lineRows: SQL[] = [];
  const movements: SQL[] = [];
  for (const d of donations) {
    const id = ids.get(d.number);
    for (const [position, line] of d.lines.entries()) {
      const itemId = items.get(line.item);
      lineRows.push(sql`(${id}, ${position}, ${itemId}, ${line.quantity}, ${line.value})`);
      movements.push(sql`(${brandId}, ${itemId}, ${d.day}, ${line.quantity}, ${line.value},
        'donation', ${id}, ${d.number})`);
      if (d.void) {
        movements.push(sql`(${brandId}, ${itemId}, ${daysBefore(today, 60)}, ${-line.quantity},
          ${line.value}, 'donation_void', ${id}, ${`${d.number} voided`})`);
      }
    }
  }
  await db.execute(sql`insert into donation_lines
      (donation_id, position, package_item_id, quantity, unit_value) values ${list(lineRows)}`);
  await db.execute(sql`insert into package_item_movements
      (brand_id, package_item_id, moved_on, quantity, unit_cost, source, source_id, note)
    values ${list(movements)}`);
  await db.execute(sql`insert into donation_receipt_counters (brand_id, last_number)
    values (${brandId}, ${donations.length})
    on conflict (brand_id) do update set last_number = excluded.last_number`);
}

/** Adds the rows inside the demo seed's transaction. */
export async function seedCharity(db: Executor, context: SeedContext): Promise<void> {
  await seedReferenceLists(db);
  await seedBeneficiaries(db, context.today);
  const items = await seedStock(db, context.today);
  await seedDonations(db, context.today, items);
  await seedProjects(db, context.today, context.users, items);
}
