/**
 * The charity's demo projects, in bulk SQL (one statement per table), after its beneficiaries,
 * stock and donations:
 *
 * - "Family food packages, Alief" (food relief), closed: 20 households, all handed over on two
 *   days three months back;
 * - "Monthly food packages, Southwest" (food relief), in progress: 40 households, 25 handed over on two days
 *   this week (15, then 10), the rest to come;
 * - "School supplies drive" (education), planned: 30 households, starting in two weeks;
 * - "Flood relief, Sugar Land", cancelled before it chose anyone;
 * - "Clarkston water filters" (clean water), a draft with its members only.
 *
 * The hand-overs take their packages out of stock as the API does (one `distribution` movement
 * per item and day); the opening purchases alone cover them, so no item is ever below zero on
 * any day. A few donations are linked to the closed and the running project.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';

const brandId = BRAND.charity;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const day = (today: Date, offset: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

interface SeedProject {
  name: string;
  type: string;
  starts: number;
  ends: number;
  location: string;
  state: string;
  budget: number;
  description: string;
  status: 'draft' | 'planned' | 'in_progress' | 'closed' | 'cancelled';
  cancelReason?: string;
  /** Members by who they are in the team: the lead first. */
  members: ['manager' | 'officer1' | 'officer2' | 'officer3' | 'admin', string][];
  package: [string, number][];
  /** Which of the active beneficiaries (by index), and on which days how many received. */
  beneficiaries: [number, number];
  handOvers: { offset: number; count: number; by: 'officer1' | 'officer2' | 'officer3' }[];
}

export const SEED_PROJECTS: readonly SeedProject[] = [
  {
    name: 'Family food packages, Alief',
    type: 'Food relief',
    starts: -100,
    ends: -85,
    location: 'Alief Community Center, Houston',
    state: 'TX',
    budget: 450_000,
    description: 'Rice, oil and soap for families through the cold weeks.',
    status: 'closed',
    members: [
      ['manager', 'lead'],
      ['officer1', 'field_officer'],
      ['officer2', 'field_officer'],
    ],
    package: [
      ['Rice (5 kg bag)', 1],
      ['Vegetable oil (5 litre)', 1],
      ['Bar soap', 4],
    ],
    beneficiaries: [0, 20],
    handOvers: [
      { offset: -92, count: 12, by: 'officer1' },
      { offset: -90, count: 8, by: 'officer2' },
    ],
  },
  {
    name: 'Monthly food packages, Southwest',
    type: 'Food relief',
    starts: -10,
    ends: 20,
    location: 'Southwest Islamic Center, Houston',
    state: 'TX',
    budget: 800_000,
    description: 'A month of staples and a hygiene kit for each household.',
    status: 'in_progress',
    members: [
      ['manager', 'lead'],
      ['officer1', 'coordinator'],
      ['officer3', 'field_officer'],
      ['officer2', 'driver'],
    ],
    package: [
      ['Rice (5 kg bag)', 1],
      ['Vegetable oil (5 litre)', 1],
      ['Family hygiene kit', 1],
    ],
    beneficiaries: [20, 40],
    handOvers: [
      { offset: -6, count: 15, by: 'officer1' },
      { offset: -2, count: 10, by: 'officer3' },
    ],
  },
  {
    name: 'School supplies drive',
    type: 'Education',
    starts: 14,
    ends: 28,
    location: 'Alief ISD, Houston',
    state: 'TX',
    budget: 300_000,
    description: 'Exercise books and a school bag for each family with pupils.',
    status: 'planned',
    members: [
      ['officer2', 'lead'],
      ['officer3', 'volunteer'],
    ],
    package: [
      ['Exercise books (10)', 2],
      ['School bag', 1],
    ],
    beneficiaries: [40, 30],
    handOvers: [],
  },
  {
    name: 'Flood relief, Sugar Land',
    type: 'Food relief',
    starts: -40,
    ends: -30,
    location: 'Sugar Land, TX',
    state: 'TX',
    budget: 200_000,
    description: 'Tarpaulins and mats after the spring floods.',
    status: 'cancelled',
    cancelReason: 'The county opened its own shelter; the families were housed there.',
    members: [['officer1', 'lead']],
    package: [
      ['Tarpaulin (4 x 6 m)', 1],
      ['Sleeping mat', 2],
    ],
    beneficiaries: [0, 0],
    handOvers: [],
  },
  {
    name: 'Clarkston water filters',
    type: 'Clean water',
    starts: 45,
    ends: 75,
    location: 'Clarkston, GA',
    state: 'GA',
    budget: 150_000,
    description: 'Household water filters for newly arrived families.',
    status: 'draft',
    members: [
      ['officer3', 'lead'],
      ['admin', 'coordinator'],
    ],
    package: [],
    beneficiaries: [0, 0],
    handOvers: [],
  },
];

/** Who collected a few of the packages for their household. */
const COLLECTORS = ['Her son', 'His wife', 'A neighbour', 'Her daughter'] as const;

/** Donations given for a project, by receipt number. */
const DONATIONS_FOR: Readonly<Record<string, string>> = {
  'RCT-000007': 'Family food packages, Alief',
  'RCT-000008': 'Family food packages, Alief',
  'RCT-000009': 'Family food packages, Alief',
  'RCT-000037': 'Monthly food packages, Southwest',
  'RCT-000038': 'Monthly food packages, Southwest',
  'RCT-000039': 'Monthly food packages, Southwest',
  'RCT-000040': 'Monthly food packages, Southwest',
};

/** The brand's staff for the teams: its manager, administrator and field officers. */
async function teamOf(db: Executor, users: Readonly<Record<string, number>>) {
  const staff = await rowsOf<{ id: number; role: string | null }>(
    db,
    sql`select u.id, (select min(r.name) from user_roles ur join roles r on r.id = ur.role_id
                       where ur.user_id = u.id) as role
          from users u join brand_user b on b.user_id = u.id and b.brand_id = ${brandId}
         order by u.id`,
  );
  const ids = staff.map((s) => Number(s.id));
  const officers = staff.filter((s) => s.role === 'Field Officer').map((s) => Number(s.id));
  const first = users['Field Officer'] ?? officers[0];
  const others = officers.filter((id) => id !== first);
  const anyone = ids[0] ?? null;
  const pick = (...choices: (number | undefined)[]) =>
    choices.find((id) => id !== undefined) ?? anyone;
  return {
    manager: pick(users.Manager, staff.find((s) => s.role === 'Manager')?.id),
    admin: pick(users.Administrator, staff.find((s) => s.role === 'Administrator')?.id),
    officer1: pick(first),
    officer2: pick(others[0], first),
    officer3: pick(others[1], others[0], first),
  };
}

export async function seedProjects(
  db: Executor,
  today: Date,
  users: Readonly<Record<string, number>>,
  items: Map<string, number>,
): Promise<void> {
  const types = new Map(
    (
      await rowsOf<{ id: number; name: string }>(
        db,
        sql`select id, name from project_types where brand_id = ${brandId}`,
      )
    ).map((row) => [row.name, Number(row.id)]),
  );
  const states = new Map(
    (await rowsOf<{ id: number; code: string }>(db, sql`select id, code from states`)).map((s) => [
      s.code,
      Number(s.id),
    ]),
  );
  const created = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into projects (brand_id, name, type_id, starts_on, ends_on, location, state_id,
          budget, description, status, cancel_reason)
        values ${list(
          SEED_PROJECTS.map(
            (p) => sql`(${brandId}, ${p.name}, ${types.get(p.type) ?? null},
              ${day(today, p.starts)}, ${day(today, p.ends)}, ${p.location},
              ${states.get(p.state) ?? null}, ${p.budget}, ${p.description}, ${p.status},
              ${p.cancelReason ?? null})`,
          ),
        )}
        returning id, name`,
  );
  const projectId = new Map(created.map((row) => [row.name, Number(row.id)]));
  const team = await teamOf(db, users);
  const active = (
    await rowsOf<{ id: number }>(
      db,
      sql`select id from beneficiaries where brand_id = ${brandId} and status = 'active'
          order by id`,
    )
  ).map((row) => Number(row.id));
  const costs = new Map(
    (
      await rowsOf<{ id: number; unit_cost: string }>(
        db,
        sql`select id, unit_cost from package_items where brand_id = ${brandId}`,
      )
    ).map((row) => [Number(row.id), Number(row.unit_cost)]),
  );

  const packageRows: SQL[] = [];
  const memberRows: SQL[] = [];
  const beneficiaryRows: SQL[] = [];
  const movements: SQL[] = [];
  for (const project of SEED_PROJECTS) {
    const id = projectId.get(project.name) as number;
    for (const [position, [item, quantity]] of project.package.entries()) {
      packageRows.push(sql`(${id}, ${position}, ${items.get(item) ?? null}, ${quantity})`);
    }
    const seen = new Set<number>();
    for (const [position, [who, role]] of project.members.entries()) {
      const userId = team[who];
      if (userId === null || seen.has(userId)) continue;
      seen.add(userId);
      memberRows.push(sql`(${id}, ${userId}, ${role}, ${position})`);
    }
    const [from, count] = project.beneficiaries;
    const chosen = active.slice(from, from + count);
    const addedOn = day(today, Math.min(project.starts, 0) - 7);
    let next = 0;
    const handed = new Map<number, { on: string; by: number | null; k: number }>();
    for (const handOver of project.handOvers) {
      const on = day(today, handOver.offset);
      const given = chosen.slice(next, next + handOver.count);
      next += given.length;
      for (const [k, person] of given.entries()) {
        handed.set(person, { on, by: team[handOver.by], k });
      }
      for (const [item, quantity] of project.package) {
        const itemId = items.get(item) as number;
        movements.push(sql`(${brandId}, ${itemId}, ${on}, ${-quantity * given.length},
          ${costs.get(itemId) ?? null}, 'distribution', ${id},
          ${`${given.length} beneficiaries`}, ${team[handOver.by]})`);
      }
    }
    for (const person of chosen) {
      const h = handed.get(person);
      beneficiaryRows.push(sql`(${id}, ${person}, ${`${addedOn}T09:00:00Z`}::timestamptz,
        ${team.officer1}, ${h?.on ?? null}, ${h ? `${h.on}T11:${String(10 + (h.k % 50)).padStart(2, '0')}:00Z` : null}::timestamptz,
        ${h?.by ?? null}, ${h && h.k % 6 === 5 ? COLLECTORS[h.k % COLLECTORS.length] : null},
        ${h?.by ?? null})`);
    }
  }
  if (packageRows.length) {
    await db.execute(sql`insert into project_package_items
        (project_id, position, package_item_id, quantity) values ${list(packageRows)}`);
  }
  if (memberRows.length) {
    await db.execute(sql`insert into project_members (project_id, user_id, role, position)
      values ${list(memberRows)}`);
  }
  if (beneficiaryRows.length) {
    await db.execute(sql`insert into project_beneficiaries (project_id, beneficiary_id, added_at,
        added_by, handed_over_on, handed_over_at, handed_over_by, collected_by, recorded_by)
      values ${list(beneficiaryRows)}`);
  }
  if (movements.length) {
    await db.execute(sql`insert into package_item_movements
        (brand_id, package_item_id, moved_on, quantity, unit_cost, source, source_id, note,
         created_by)
      values ${list(movements)}`);
  }
  const linked = Object.entries(DONATIONS_FOR);
  await db.execute(sql`update donations set project_id = case receipt_number
        ${sql.join(
          linked.map(([number, name]) => sql`when ${number} then ${projectId.get(name)}::int`),
          sql` `,
        )} end
      where brand_id = ${brandId}
        and receipt_number in (${sql.join(
          linked.map(([number]) => sql`${number}`),
          sql`, `,
        )})`);
}
