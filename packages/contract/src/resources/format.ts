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

/** A stored value as text for a list cell or a CSV cell; references show their label. */
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
    default:
      return String(value);
  }
}
