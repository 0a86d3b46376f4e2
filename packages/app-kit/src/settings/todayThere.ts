import { formatDay, isTimeZone } from '@backoffice/contract';
import { utcOffset } from './timeZoneOptions';

/**
 * "Today there: Dec 3, 2026, 6:20 AM (UTC−05:00)": the day and time now in `zone`, or in
 * `fallback` while the typed zone is not one.
 */
export function todayThere(zone: string, fallback = 'UTC', now: Date = new Date()): string {
  const shown = isTimeZone(zone) ? zone : fallback;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: shown }).format(now);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: shown, timeStyle: 'short' }).format(
    now,
  );
  return `Today there: ${formatDay(day)}, ${time} (${utcOffset(shown, now)})`;
}
