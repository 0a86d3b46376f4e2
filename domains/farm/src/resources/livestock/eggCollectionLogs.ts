import { BRAND, defineResource, type FieldDefinition } from '@backoffice/contract';
import { dayField, flockField } from '../fields';
import { EGG_GRADES, EGGS_PER_TRAY, type EggGrade } from '../stock/inventories';

const trays = (label: string) =>
  ({
    type: 'number',
    label: `${label} trays`,
    rules: ['integer', 'min:0', 'max:100000'],
    default: 0,
  }) as const satisfies FieldDefinition;
// Loose eggs are what did not fill a tray: at most 29.
const loose = (label: string) =>
  ({
    type: 'number',
    label: `${label} loose`,
    rules: ['integer', 'min:0', `max:${EGGS_PER_TRAY - 1}`],
    default: 0,
  }) as const satisfies FieldDefinition;
const count = (label: string) =>
  ({
    type: 'number',
    label,
    rules: ['integer', 'min:0', 'max:1000000'],
    default: 0,
    listed: true,
  }) as const satisfies FieldDefinition;

/** The fields of a grade: `large_trays`, `large_loose`. */
export const gradeFields = (grade: EggGrade) =>
  ({ trays: `${grade}_trays`, loose: `${grade}_loose` }) as const;

/** Good eggs of a grade as stored: trays of 30 and loose eggs. */
export function eggsOfGrade(values: Readonly<Record<string, unknown>>, grade: EggGrade): number {
  const { trays: t, loose: l } = gradeFields(grade);
  return Number(values[t] ?? 0) * EGGS_PER_TRAY + Number(values[l] ?? 0);
}

/** Good eggs (every grade), total eggs (with cracked and broken), and the laying rate in %. */
export function eggTotals(values: Readonly<Record<string, unknown>>, birdCount: number | null) {
  const good = EGG_GRADES.reduce((sum, grade) => sum + eggsOfGrade(values, grade), 0);
  const total = good + Number(values.cracked ?? 0) + Number(values.broken ?? 0);
  const rate = birdCount && birdCount > 0 ? Math.round((total * 1000) / birdCount) / 10 : null;
  return { good, total, rate };
}

export const DUPLICATE_EGG_LOG = 'This flock already has an egg collection log for this day.';

/**
 * One flock's eggs of one day: good eggs by grade (trays of 30 and loose), cracked and broken.
 * The server sets who recorded it and copies the flock's bird count; good, total eggs and the
 * laying rate (total eggs per bird, in %) are computed. One log per flock and day. Saving posts
 * each grade's good eggs into that grade's stock item; a correction (from the log's page,
 * audited) posts them again, and a delete takes them back out.
 */
export const eggCollectionLogsResource = defineResource({
  name: 'egg_collection_logs',
  segment: 'egg-collection-logs',
  singular: 'egg collection log',
  plural: 'egg collection logs',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'collected_on',
  routes: {
    list: 'egg-collection-logs',
    create: 'new-egg-collection-log',
    detail: 'view-egg-collection-log',
  },
  fields: {
    collected_on: dayField(),
    livestock_id: flockField(),
    small_trays: trays('Small'),
    small_loose: loose('Small'),
    medium_trays: trays('Medium'),
    medium_loose: loose('Medium'),
    large_trays: trays('Large'),
    large_loose: loose('Large'),
    jumbo_trays: trays('Jumbo'),
    jumbo_loose: loose('Jumbo'),
    cracked: count('Cracked'),
    broken: count('Broken'),
    notes: { type: 'text', label: 'Notes', rules: ['max:2000'] },
    /** The flock's bird count when the log was saved. */
    bird_count: { type: 'number', label: 'Birds', rules: ['integer'], readOnly: true },
    /** The signed-in user who saved it (the server's). */
    recorded_by: { type: 'number', label: 'Recorded by (id)', rules: ['integer'], readOnly: true },
    recorded_by_name: { type: 'string', label: 'Recorded by', readOnly: true },
  },
  computed: {
    good_eggs: { type: 'number', label: 'Good eggs', listed: true, sortable: true },
    total_eggs: { type: 'number', label: 'Total eggs', listed: true, sortable: true },
    laying_rate: { type: 'number', label: 'Laying rate (%)', listed: true, sortable: true },
  },
  permissions: {
    list: 'access_egg_collection_logs',
    view: 'access_egg_collection_logs',
    create: 'access_egg_collection_logs',
    update: 'access_egg_collection_logs',
    delete: 'access_egg_collection_logs',
  },
  defaultSort: { field: 'collected_on', direction: 'desc' },
  listTotals: ['good_eggs', 'total_eggs', 'cracked', 'broken'],
});
