/**
 * The likely duplicates of a person about to be registered or changed, found before saving
 * with the list's own filters (the server refuses the same matches with a 422 on
 * `duplicate_confirmed` until the save says it is deliberate): the same name (whole, ignoring
 * case) and date of birth, or the same phone (as the server stores it: digits).
 */
import type { ApiClient } from '@backoffice/api-client';
import { fetchRecords, type ResourceRow } from '@backoffice/app-kit/resources';
import { beneficiariesResource, normalisePhone } from '../../resources/beneficiaries';

export interface LikelyDuplicate {
  id: number;
  name: string;
  date_of_birth: string | null;
  phone: string | null;
  /** Why it matches. */
  reasons: ('name_and_birth' | 'phone')[];
  /** The state and category titles, to tell people apart. */
  labels: Record<string, string | null>;
}

export interface PersonKeys {
  /** The record itself when changing one: never its own duplicate. */
  id: number | null;
  name: string;
  dateOfBirth: string | null;
  phone: string | null;
}

/** The query strings of the two lookups (null when there is nothing to look for). */
export function duplicateQueries(person: PersonKeys): {
  byBirth: string | null;
  byPhone: string | null;
} {
  const name = person.name.trim().replace(/\s+/g, ' ');
  const phone = person.phone ? normalisePhone(person.phone) : '';
  const query = (filters: Record<string, string>) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [`filter[${k}]`, v])),
      per_page: '5',
    }).toString();
  return {
    byBirth: name && person.dateOfBirth ? query({ name, date_of_birth: person.dateOfBirth }) : null,
    byPhone: phone ? query({ phone }) : null,
  };
}

/** Merges the two lookups' rows, leaving out the record itself, each with why it matched. */
export function mergeMatches(
  id: number | null,
  byBirth: readonly ResourceRow[],
  byPhone: readonly ResourceRow[],
): LikelyDuplicate[] {
  const found = new Map<number, LikelyDuplicate>();
  const add = (row: ResourceRow, reason: 'name_and_birth' | 'phone') => {
    if (row.id === id) return;
    const known = found.get(row.id);
    if (known) {
      known.reasons.push(reason);
      return;
    }
    found.set(row.id, {
      id: row.id,
      name: String(row.name ?? ''),
      date_of_birth: (row.date_of_birth as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      reasons: [reason],
      labels: row.labels,
    });
  };
  for (const row of byBirth) add(row, 'name_and_birth');
  for (const row of byPhone) add(row, 'phone');
  return [...found.values()];
}

/** Asks the server for the likely duplicates of a person. */
export async function findLikelyDuplicates(
  client: ApiClient,
  person: PersonKeys,
): Promise<LikelyDuplicate[]> {
  const { byBirth, byPhone } = duplicateQueries(person);
  const [birth, phone] = await Promise.all([
    byBirth ? fetchRecords(client, beneficiariesResource, byBirth) : null,
    byPhone ? fetchRecords(client, beneficiariesResource, byPhone) : null,
  ]);
  return mergeMatches(person.id, birth?.items ?? [], phone?.items ?? []);
}
