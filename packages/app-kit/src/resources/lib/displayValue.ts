import {
  type FieldDefinition,
  formatDay,
  formatFieldValue,
  isDateOnly,
  normalPhone,
} from '@backoffice/contract';
import { formatPhone } from '@backoffice/ui/PhoneInput';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A file's size as staff read it: '512 B', '740 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < KILOBYTE) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / KILOBYTE)} KB`;
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}

/** The image types the server shows in place, so a page may draw them. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether a stored file is an image a page may show as a thumbnail. */
export function isImageFile(file: { type: string }): boolean {
  return IMAGE_TYPES.has(file.type);
}

/** An enum's stored value in words: 'on_leave' -> 'On leave'. */
export function optionLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stored value as staff read it: money in dollars, booleans as Yes/No, references by their
 * title, dates as 'Mar 3, 2025', phones in the product's template, enums in words and files by
 * their name (a phone not of the template as it was written). Masked values arrive masked and are shown as they are.
 */
export function displayValue(field: FieldDefinition, value: unknown, label?: string | null) {
  if (value === null || value === undefined || value === '') return '';
  if (field.masked) return String(value);
  switch (field.type) {
    case 'date':
      return isDateOnly(value) ? formatDay(value) : String(value);
    case 'phone': {
      // A number kept from before phones had one form shows as it was written.
      const digits = normalPhone(String(value));
      return digits === null ? String(value) : formatPhone(digits);
    }
    case 'enum':
      return optionLabel(String(value));
    default:
      return formatFieldValue(field, value, label);
  }
}
