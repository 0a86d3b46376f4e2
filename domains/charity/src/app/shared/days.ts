/** Built once: a list formats a day in each of its rows. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A `YYYY-MM-DD` day as people read it: `Mar 2, 2026`. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** Today's date where the user stands, as `YYYY-MM-DD`: the day a new donation is dated. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole years from a birth day to `today` (both `YYYY-MM-DD`). */
export function ageOn(born: string, today: string): number {
  const [by, bm, bd] = born.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return 0;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
