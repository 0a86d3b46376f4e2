/** How field values are shown, the same on screens and in CSV exports. */
import { CURRENCY, LOCALE } from '../constants';
import type { FieldDefinition } from './defineResource';

const MASK = '****';

/** A sensitive value as it may be shown: its last four characters only. */
export function maskValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `${MASK}${value.slice(-4)}`;
}

/** Whether a value is a masked one sent back unchanged (so the stored value stays). */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(MASK);
}

const dollars = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Integer cents as US dollars: 123456 -> `$1,234.56`. */
export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

const numbers = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 });

/** A plain number as the product writes it, grouped: 1000000 -> `1,000,000`, -2.5 -> `-2.5`. */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

const MEGABYTE = 1024 * 1024;

/** A size limit as the product words it: 2 MB -> `2MB`, 512 KB -> `0.5MB`. */
export function formatFileLimit(bytes: number): string {
  return `${Number((bytes / MEGABYTE).toFixed(1))}MB`;
}

/** The refusal of a file over the limit: 'The file size must not exceed 2MB.' */
export function fileSizeMessage(limitBytes: number): string {
  return `The file size must not exceed ${formatFileLimit(limitBytes)}.`;
}

/** The file name of a stored file as records answer it (`{name, url, size, type}`). */
function fileName(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'name' in value) {
    return String((value as { name: unknown }).name);
  }
  return String(value);
}

/**
 * A stored value as text for a list cell or a CSV cell; references show their label, files
 * their name.
 */
export function formatFieldValue(
  field: FieldDefinition,
  value: unknown,
  label?: string | null,
): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'money':
      return formatMoney(Number(value));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'reference':
      return label ?? String(value);
    case 'number':
      // A staff field's user, by name.
      return field.staff && label ? label : String(value);
    case 'references':
      return label ?? (Array.isArray(value) ? value.join(', ') : String(value));
    case 'file':
      return fileName(value);
    default:
      return String(value);
  }
}

/** `YYYY-MM-DD` naming a real day. */
export function isDateOnly(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
