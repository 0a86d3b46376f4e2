/**
 * The figures of the human-resources home and a user's own employee records, read from the
 * employees of the brands asked for only: the caller passes the brands the user belongs to.
 */
import { maskValue } from '@backoffice/contract';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import {
  type HrPerson,
  type HrScope,
  type HrSummary,
  type OwnEmployee,
  RECENT_HIRE_DAYS,
} from '../../humanResources';
import type { EmployeeStatus } from '../../resources/employees';

export interface HrSummaryInput {
  /** The brands the user belongs to; nothing outside them is read. */
  memberBrands: readonly number[];
  /** The session's active brand (one of `memberBrands`). */
  activeBrand: number;
  scope: HrScope;
  /** `YYYY-MM-DD`, UTC. */
  today: string;
}

const inBrands = (column: SQL, brands: readonly number[]) =>
  brands.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        brands.map((brand) => sql`${brand}`),
        sql`, `,
      )})`;

/** Counted in headcount: everyone not terminated. */
const COUNTED = sql`e.status <> 'terminated'`;

interface PersonRow {
  id: number;
  brand_id: number;
  brand: string;
  name: string;
  position: string | null;
  department: string | null;
  branch: string | null;
  hire_date: string;
  status: EmployeeStatus;
}

const toPerson = (row: PersonRow): HrPerson => ({
  id: Number(row.id),
  brand_id: Number(row.brand_id),
  brand: row.brand,
  name: row.name,
  position: row.position,
  department: row.department,
  branch: row.branch,
  hire_date: String(row.hire_date),
  status: row.status,
});

const PERSON_COLUMNS = sql`e.id, e.brand_id, b.name as brand, e.name, e.position, e.department,
  br.name as branch, e.hire_date::text as hire_date, e.status`;
const PERSON_JOINS = sql`join brands b on b.id = e.brand_id
  left join branches br on br.id = e.branch_id`;

/** Headcount by brand, status, department and branch, recent hires and people on leave. */
export async function hrSummary(db: Executor, input: HrSummaryInput): Promise<HrSummary> {
  const { memberBrands, activeBrand, scope, today } = input;
  const brands = scope === 'all' ? memberBrands : memberBrands.filter((b) => b === activeBrand);
  const where = inBrands(sql`e.brand_id`, brands);

  const byBrand = await rowsOf<{
    brand_id: number;
    name: string;
    active: number;
    on_leave: number;
    terminated: number;
  }>(
    db,
    sql`select b.id as brand_id, b.name,
               count(e.id) filter (where e.status = 'active')::int as active,
               count(e.id) filter (where e.status = 'on_leave')::int as on_leave,
               count(e.id) filter (where e.status = 'terminated')::int as terminated
          from brands b left join employees e on e.brand_id = b.id
         where ${inBrands(sql`b.id`, brands)}
         group by b.id, b.name
        having count(e.id) > 0 or b.id = ${activeBrand}
         order by b.id`,
  );
  const brandRows = byBrand.map((row) => ({
    brand_id: Number(row.brand_id),
    name: row.name,
    headcount: Number(row.active) + Number(row.on_leave),
    active: Number(row.active),
    on_leave: Number(row.on_leave),
    terminated: Number(row.terminated),
  }));
  const sum = (key: 'active' | 'on_leave' | 'terminated') =>
    brandRows.reduce((total, row) => total + row[key], 0);

  const byDepartment = await rowsOf<{ department: string | null; headcount: number }>(
    db,
    sql`select nullif(trim(e.department), '') as department, count(*)::int as headcount
          from employees e
         where ${where} and ${COUNTED}
         group by 1
         order by headcount desc, department nulls last`,
  );
  const byBranch = await rowsOf<{
    brand_id: number;
    branch_id: number | null;
    branch: string | null;
    headcount: number;
  }>(
    db,
    sql`select e.brand_id, e.branch_id, br.name as branch, count(*)::int as headcount
          from employees e left join branches br on br.id = e.branch_id
         where ${where} and ${COUNTED}
         group by e.brand_id, e.branch_id, br.name
         order by headcount desc, br.name nulls last, e.brand_id`,
  );
  const recent = await rowsOf<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from employees e ${PERSON_JOINS}
         where ${where} and ${COUNTED}
           and e.hire_date <= ${today}::date
           and e.hire_date > ${today}::date - ${RECENT_HIRE_DAYS}::int
         order by e.hire_date desc, e.name, e.id`,
  );
  const onLeave = await rowsOf<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from employees e ${PERSON_JOINS}
         where ${where} and e.status = 'on_leave'
         order by e.name, e.id`,
  );

  return {
    scope,
    today,
    brands: brandRows,
    headcount: sum('active') + sum('on_leave'),
    by_status: { active: sum('active'), on_leave: sum('on_leave'), terminated: sum('terminated') },
    by_department: byDepartment.map((row) => ({
      department: row.department,
      headcount: Number(row.headcount),
    })),
    by_branch: byBranch.map((row) => ({
      brand_id: Number(row.brand_id),
      branch_id: row.branch_id === null ? null : Number(row.branch_id),
      branch: row.branch,
      headcount: Number(row.headcount),
    })),
    recent_hires: recent.map(toPerson),
    on_leave: onLeave.map(toPerson),
  };
}

/** The employee records linked to a user, in the brands they belong to, by brand. */
export async function ownEmployees(
  db: Executor,
  input: { userId: number; memberBrands: readonly number[] },
): Promise<OwnEmployee[]> {
  const rows = await rowsOf<
    PersonRow & { bank_name: string | null; account_number: string | null }
  >(
    db,
    sql`select ${PERSON_COLUMNS}, e.bank_name, e.account_number
          from employees e ${PERSON_JOINS}
         where e.user_id = ${input.userId} and ${inBrands(sql`e.brand_id`, input.memberBrands)}
         order by e.brand_id, e.id`,
  );
  return rows.map((row) => ({
    ...toPerson(row),
    bank_name: row.bank_name,
    account_number: maskValue(row.account_number),
  }));
}
