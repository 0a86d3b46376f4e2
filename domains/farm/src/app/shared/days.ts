/** Days (`YYYY-MM-DD`, as the API sends them) as the screens show and start them. */

/** Built once: a list formats a day in each of its rows. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2025-03-14` as `Mar 14, 2025`, a record's day as staff read it (no time zone shift). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** Today's date where the user stands, as `YYYY-MM-DD`: the day a new sale or invoice is dated. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day `days` days after `day` (`YYYY-MM-DD`), across months and years: a due date. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return next.toISOString().slice(0, 10);
}
