/** The counts of an egg collection log as the screens type, send and show them. */

import { eggTotals, gradeFields } from '../../resources/livestock/eggCollectionLogs';
import { EGG_GRADES, type EggGrade } from '../../resources/stock/inventories';
import type { EggCounts } from './eggLogTypes';

/** Every count field: each grade's trays and loose, then cracked and broken. */
export const COUNT_FIELDS = [
  ...EGG_GRADES.flatMap((grade) => [gradeFields(grade).trays, gradeFields(grade).loose]),
  'cracked',
  'broken',
] as const;

export const GRADE_LABELS: Readonly<Record<EggGrade, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  jumbo: 'Jumbo',
};

/** Counts all empty (a new log). */
export const blankCounts = (): EggCounts =>
  Object.fromEntries(COUNT_FIELDS.map((field) => [field, null]));

/** A stored log's counts. */
export const countsOf = (record: Readonly<Record<string, unknown>>): EggCounts =>
  Object.fromEntries(
    COUNT_FIELDS.map((field) => [field, typeof record[field] === 'number' ? record[field] : 0]),
  );

/** What is sent: an empty count is 0. */
export const countsBody = (counts: EggCounts): Record<string, number> =>
  Object.fromEntries(COUNT_FIELDS.map((field) => [field, counts[field] ?? 0]));

/** Good eggs, total eggs and the laying rate of the counts typed, against `birds`. */
export const liveTotals = (counts: EggCounts, birds: number | null) =>
  eggTotals(countsBody(counts), birds);

/** `85.3%`, or a dash without birds. */
export const formatRate = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '—' : `${rate.toFixed(1)}%`;

/** `1,577`. */
export const formatCount = (count: number | null | undefined) =>
  new Intl.NumberFormat('en-US').format(count ?? 0);
