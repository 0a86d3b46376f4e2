/**
 * The periods a count covers: a week (Monday to Sunday) or a calendar month. Both sides use
 * them: the server to date a count, the screens to show the period picked.
 */

export const COUNT_PERIODS = ['week', 'month'] as const;
export type CountPeriod = (typeof COUNT_PERIODS)[number];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);

/** Whether `day` is a real `YYYY-MM-DD` day. */
export function isDay(day: unknown): day is string {
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && iso(parse(day)) === day;
}

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return iso(date);
}

/** The first day of `day`'s month. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first and last day of the period of `kind` that starts on `startsOn`. */
export function periodEnd(kind: CountPeriod, startsOn: string): string {
  const date = parse(startsOn);
  if (kind === 'week') date.setUTCDate(date.getUTCDate() + 6);
  else date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return iso(date);
}

/** Why `startsOn` cannot start a period of `kind`, or null when it can. */
export function periodStartError(kind: CountPeriod, startsOn: string): string | null {
  if (kind === 'week' && mondayOf(startsOn) !== startsOn)
    return 'A weekly count starts on a Monday.';
  if (kind === 'month' && firstOfMonth(startsOn) !== startsOn)
    return 'A monthly count starts on the first day of a month.';
  return null;
}
