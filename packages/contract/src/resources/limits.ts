/**
 * The largest values a business would type in one field, refused above with the field's `max`
 * message, and the values above which a form asks before it saves ('Quantity 50,000 is unusually
 * large.'). A field's own `max` rule or `usualMax` comes first; these are the defaults of its type.
 */
import type { FieldDefinition, InputLinesDefinition } from './defineResource';
import { formatMoney, formatNumber } from './format';

/** The largest amount one field takes: $10,000,000.00, in cents. */
export const MONEY_MAX_CENTS = 1_000_000_000;
/** The largest count one field takes: eggs, birds, kilograms, units in stock, minutes. */
export const COUNT_MAX = 1_000_000;
/** An amount above $100,000.00 is confirmed before it is saved. */
export const USUAL_MONEY_MAX_CENTS = 10_000_000;
/** A count above 10,000 is confirmed before it is saved. */
export const USUAL_COUNT_MAX = 10_000;

/**
 * Whether a number field holds the id of a record or a person rather than a figure: named
 * `*_id` or `*_by` (`sale_line_id`, a user's `handed_over_by`), or labelled '(id)'. A staff
 * field's user is answered by name in the record's `labels`; any other id is only a number to
 * the people reading it, and a record's page leaves it out.
 */
export function isIdField(name: string, field: FieldDefinition): boolean {
  return field.type === 'number' && (/(_id|_by)$/.test(name) || /\(id\)/i.test(field.label));
}

/**
 * Whether a whole-number field holds a count, not a record's id (`isIdField`): ids are bounded
 * by what the column holds, counts by `COUNT_MAX`.
 */
export function isCountField(name: string, field: FieldDefinition): boolean {
  if (field.type !== 'number' || field.staff) return false;
  if (!(field.rules ?? []).includes('integer')) return false;
  return !isIdField(name, field);
}

/** The value above which a form asks before saving a field, or null for one it never asks. */
export function usualMaximum(name: string, field: FieldDefinition): number | null {
  if (field.readOnly) return null;
  if (field.usualMax !== undefined) return field.usualMax;
  if (field.type === 'money') return USUAL_MONEY_MAX_CENTS;
  return isCountField(name, field) ? USUAL_COUNT_MAX : null;
}

/** A value a form asks about before saving: its field's label, and the value as shown. */
export interface UnusualValue {
  key: string;
  /** 'Quantity', or 'Line 2: Quantity' for a line's field. */
  label: string;
  /** '50,000' or '$250,000.00'. */
  shown: string;
}

function unusualOf(
  fields: Readonly<Record<string, FieldDefinition>>,
  values: Readonly<Record<string, unknown>>,
  prefix: string,
  labelPrefix: string,
): UnusualValue[] {
  const found: UnusualValue[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const usual = usualMaximum(name, field);
    const raw = values[name];
    if (usual === null || raw === null || raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= usual) continue;
    found.push({
      key: `${prefix}${name}`,
      label: `${labelPrefix}${field.label}`,
      shown: field.type === 'money' ? formatMoney(value) : formatNumber(value),
    });
  }
  return found;
}

/**
 * The values of a form above what its fields usually hold (`usualMax`), its lines' included:
 * what the form asks about before it saves. 2,147,483,647 eggs for $19,327,352,823.00 is a slip
 * of the keyboard far more often than a sale.
 */
export function unusualValues(
  fields: Readonly<Record<string, FieldDefinition>>,
  lines: InputLinesDefinition | null | undefined,
  input: Readonly<Record<string, unknown>>,
): UnusualValue[] {
  const found = unusualOf(fields, input, '', '');
  if (lines && Array.isArray(input.lines)) {
    input.lines.forEach((line, i) => {
      const values = (line ?? {}) as Record<string, unknown>;
      found.push(...unusualOf(lines.fields, values, `lines.${i}.`, `Line ${i + 1}: `));
    });
  }
  return found;
}
