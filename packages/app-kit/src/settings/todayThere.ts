import { formatDay, isTimeZone } from '@backoffice/contract';
import { utcOffset } from './timeZoneOptions';

/**
 * "Today there: Dec 3, 2026, 6:20 AM (UTC−05:00)": the day and time now in `zone` (in UTC for a
 * zone this browser does not know).
 */
export function todayThere(zone: string, now: Date = new Date()): string {
  const shown = isTimeZone(zone) ? zone : 'UTC';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: shown }).format(now);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: shown, timeStyle: 'short' }).format(
    now,
  );
  return `Today there: ${formatDay(day)}, ${time} (${utcOffset(shown, now)})`;
}
