import { type CalendarDate, parseDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';

const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a `YYYY-MM-DD` string into a calendar date. Empty, malformed or impossible dates
 * (2025-02-30) give `null` rather than throwing, so a bad value from the server leaves the field
 * empty instead of breaking the form.
 */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !isoPattern.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate clamps out-of-range days; refuse them instead of silently changing the date.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** Writes any date value as `YYYY-MM-DD`, zero-padded, dropping any time part. */
export function formatIsoDate(value: DateValue | null | undefined): string | null {
  if (!value) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(value.year, 4)}-${pad(value.month, 2)}-${pad(value.day, 2)}`;
}
