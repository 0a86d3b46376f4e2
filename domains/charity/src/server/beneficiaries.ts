/**
 * The server side of beneficiaries: the phone kept as digits (so the same number typed two ways
 * is one), no birth in the future, and likely duplicates refused before saving unless the save
 * says `duplicate_confirmed`: someone of the brand with the same name (ignoring case and spaces)
 * and date of birth, or the same phone. The answer is a 422 under `duplicate_confirmed`, a
 * sentence per match; the form shows the matches with links and a deliberate "Save anyway".
 * `GET /api/beneficiaries/{id}/received`: the projects they are in and the packages handed to
 * them (`projects/views.ts`).
 */
import {
  DomainError,
  type Executor,
  type ResourceHooks,
  rowsOf,
  type SaveContext,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { duplicateMessage, normalisePhone } from '../resources/beneficiaries';
import { receivedView } from './projects';

export interface DuplicateMatch {
  id: number;
  name: string;
  reason: 'name_and_birth' | 'phone';
}

/** The brand's other beneficiaries that look like the person described. */
export async function likelyDuplicates(
  db: Executor,
  brandId: number,
  person: { id: number | null; name: string; dateOfBirth: string | null; phone: string | null },
): Promise<DuplicateMatch[]> {
  const name = person.name.trim().replace(/\s+/g, ' ');
  const sameBirth = person.dateOfBirth
    ? sql`(lower(regexp_replace(trim(b.name), '\\s+', ' ', 'g')) = lower(${name})
           and b.date_of_birth = ${person.dateOfBirth}::date)`
    : sql`false`;
  const samePhone = person.phone ? sql`b.phone = ${person.phone}` : sql`false`;
  const rows = await rowsOf<{ id: number; name: string; same_birth: boolean }>(
    db,
    sql`select b.id, b.name, ${sameBirth} as same_birth from beneficiaries b
        where b.brand_id = ${brandId} and (${sameBirth} or ${samePhone})
          ${person.id === null ? sql`` : sql`and b.id <> ${person.id}`}
        order by b.id limit 5`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    reason: row.same_birth ? 'name_and_birth' : 'phone',
  }));
}

const IDENTITY = ['name', 'date_of_birth', 'phone'] as const;

async function checkBeneficiary(ctx: SaveContext): Promise<void> {
  const { values, before } = ctx;
  if (typeof values.phone === 'string') values.phone = normalisePhone(values.phone) || null;
  if (typeof values.date_of_birth === 'string' && values.date_of_birth > ctx.today) {
    throw DomainError.field(
      'date_of_birth',
      'The date of birth field must be a date before or equal to today.',
    );
  }
  const value = (field: (typeof IDENTITY)[number]) =>
    values[field] === undefined ? before?.[field] : values[field];
  const dayOf = (day: unknown) => (day ? String(day).slice(0, 10) : null);
  const changed =
    ctx.mode === 'create' ||
    IDENTITY.some(
      (field) =>
        values[field] !== undefined &&
        (field === 'date_of_birth'
          ? dayOf(values[field]) !== dayOf(before?.[field])
          : (values[field] ?? null) !== (before?.[field] ?? null)),
    );
  if (!changed || values.duplicate_confirmed === true) return;
  const matches = await likelyDuplicates(ctx.db, ctx.brandId, {
    id: ctx.recordId,
    name: String(value('name') ?? ''),
    dateOfBirth: dayOf(value('date_of_birth')),
    phone: (value('phone') as string | null) ?? null,
  });
  if (matches.length) {
    throw DomainError.invalid({ duplicate_confirmed: matches.map(duplicateMessage) });
  }
}

export const beneficiariesHooks: ResourceHooks = {
  beforeCreate: checkBeneficiary,
  beforeUpdate: checkBeneficiary,
  views: { received: receivedView },
};
