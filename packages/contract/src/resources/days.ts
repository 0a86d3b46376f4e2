/**
 * Days as the API sends them (`YYYY-MM-DD`, no time or zone): shown, counted on and started
 * the same way on every screen, in every export and on the server.
 */
import { BUSINESS_TIME_ZONE, LOCALE } from '../constants';

/** Built once: a list formats a day in each of its rows. */
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * `2025-03-14` (or the day of a timestamp, `2025-03-14T09:30:00Z`) as `Mar 14, 2025`, as staff
 * read it, with no time zone shift; empty for no day, and text that is not a day as it is.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** Built once per zone: the server asks for the business day at every write. */
const businessDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether `zone` is a time zone this runtime knows by its IANA name (`America/New_York`, `UTC`):
 * what a brand's time zone setting takes.
 */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone whose calendar the app's "today" reads: the active brand's, set when the signed-in
 * user (and so the brand) is stored. A browser shows one brand at a time; the server, which
 * serves every brand at once, never reads this and passes each request's zone instead.
 */
let activeTimeZone: string = BUSINESS_TIME_ZONE;

/** Makes `zone` the app's business zone (the active brand's); an unknown zone keeps the default. */
export function setBusinessTimeZone(zone: string | null | undefined): void {
  activeTimeZone = isTimeZone(zone) ? zone : BUSINESS_TIME_ZONE;
}

/** The app's business zone: the active brand's, `BUSINESS_TIME_ZONE` before one is set. */
export function businessTimeZone(): string {
  return activeTimeZone;
}

/**
 * The business's calendar day of an instant, `YYYY-MM-DD`, in its time zone (the active brand's
 * unless another is given): the day a record made at that moment belongs to.
 */
export function businessDay(instant: Date, timeZone: string = activeTimeZone): string {
  let format = businessDayFormats.get(timeZone);
  if (!format) {
    // en-CA writes a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    businessDayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The business's today, `YYYY-MM-DD`: the day a record made now belongs to, and the latest day a
 * record of something that happened may have: in the active brand's zone unless another is given
 * (the server gives the request's brand's). The same on the server and in every browser, whatever
 * the machine's own zone.
 */
export function businessToday(now: Date = new Date(), timeZone: string = activeTimeZone): string {
  return businessDay(now, timeZone);
}

/** The day `days` days after `day` (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  const next = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
