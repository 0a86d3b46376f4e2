const formatter = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * 'now', '5 minutes ago', 'yesterday', '3 weeks ago': how long before `now` the moment was, in
 * its largest whole unit (truncated, so 90 minutes reads '1 hour ago').
 */
export function relativeTime(moment: Date | string, now: Date): string {
  const seconds = Math.trunc((new Date(moment).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(seconds, 'second');
}
