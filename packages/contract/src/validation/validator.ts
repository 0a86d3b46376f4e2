/**
 * A Laravel-style rule validator for forms: `validate(data, {email: 'required|email'})` gives the
 * same messages the server answers with. Rules: required, nullable, sometimes, email, min, max,
 * between, in, date, date_format (Y-m-d), after_or_equal, before_or_equal, confirmed, same, unique, string, numeric,
 * integer, boolean, array, timezone (an IANA zone this runtime knows).
 * Keys use dot notation and `*` for every item of a list (`items.*.qty`). A date rule's bound is
 * another field, a date, or `today`: the business's today (`businessToday`), so that a record of
 * something that happened (`before_or_equal:today`) is refused alike in the browser and the server.
 */
import { z } from 'zod';
import { businessToday, isTimeZone } from '../resources/days';
import { formatMoney } from '../resources/format';
import { isEmptyValue, valueAt } from './input';
import {
  type Attributes,
  addError,
  attributeName,
  type FieldErrors,
  ruleMessage,
  type SizeKind,
  summariseErrors,
} from './messages';

export type Rules = Record<string, string | string[]>;

export interface ValidateOptions {
  /**
   * Answers the `unique` rule: true when no other record holds the value. `param` is the rule's
   * argument (`unique:users,email` -> `users,email`). Required when a rule uses `unique`.
   */
  isUnique?: (key: string, value: unknown, param: string) => boolean;
  /** The form's labels, for `:attribute` (`{fed_on: 'Date fed', 'lines.*.quantity': 'Quantity'}`). */
  attributes?: Attributes;
  /**
   * The business's today for `before_or_equal:today`, `YYYY-MM-DD`: the server gives the
   * request's brand's; the app's active brand's (`businessToday()`) when not given.
   */
  today?: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldErrors;
  /** Laravel's summary line; empty when valid. */
  message: string;
}

interface ParsedRule {
  name: string;
  args: string[];
  raw: string;
}

const IMPLICIT = new Set(['required']);
/**
 * `money`: the value is in cents, and its bounds read in dollars ('at least $0.01'); a plain
 * number's bounds read grouped ('not be greater than 1,000,000').
 */
const MARKERS = new Set(['nullable', 'sometimes', 'bail', 'money']);
const NUMERIC_RULES = new Set(['numeric', 'integer']);

function parseRules(spec: string | string[]): ParsedRule[] {
  const parts = Array.isArray(spec) ? spec : spec.split('|');
  return parts
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const name = (colon < 0 ? part : part.slice(0, colon)).trim();
      const raw = colon < 0 ? '' : part.slice(colon + 1);
      return { name, raw, args: raw === '' ? [] : raw.split(',') };
    });
}

/** Concrete keys for a rule key: `items.*.qty` -> `items.0.qty`, `items.1.qty`, ... */
function expandKey(data: unknown, key: string): string[] {
  const star = key.indexOf('*');
  if (star < 0) return [key];
  const head = key.slice(0, Math.max(0, star - 1));
  const tail = key.slice(star + 1);
  const list = head === '' ? data : valueAt(data, head);
  if (!Array.isArray(list) && (list === null || typeof list !== 'object')) return [];
  const indexes = Array.isArray(list) ? list.map((_, i) => String(i)) : Object.keys(list);
  return indexes.flatMap((i) => expandKey(data, `${head === '' ? '' : `${head}.`}${i}${tail}`));
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

function isFileLike(value: unknown): value is { size: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { size?: unknown }).size === 'number' &&
    ('name' in value || 'type' in value)
  );
}

/** Laravel's getSize: numbers by value, lists by length, files in kilobytes, text in characters. */
function measure(value: unknown, rules: ParsedRule[]): { kind: SizeKind; size: number } {
  if (rules.some((r) => NUMERIC_RULES.has(r.name)) && isNumeric(value)) {
    return { kind: 'numeric', size: Number(value) };
  }
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  if (isFileLike(value)) return { kind: 'file', size: value.size / 1024 };
  return { kind: 'string', size: [...String(value)].length };
}

function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return !Number.isNaN(Date.parse(String(value)));
}

/** PHP date formats the product uses, as patterns of a whole value. */
const DATE_FORMATS: Record<string, RegExp> = { 'Y-m-d': /^\d{4}-\d{2}-\d{2}$/ };

/** A `Y-m-d` value is a real day (no 31 April), as PHP's checkdate. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isBooleanLike(value: unknown): boolean {
  return [true, false, 0, 1, '0', '1', 'true', 'false'].includes(value as never);
}

/** Checks one non-implicit rule; returns the failure message or null. */
function check(
  rule: ParsedRule,
  key: string,
  value: unknown,
  data: unknown,
  rules: ParsedRule[],
  options: ValidateOptions,
): string | null {
  const fail = (params = {}) => ruleMessage(rule.name as never, key, params, options.attributes);
  switch (rule.name) {
    case 'email':
      return typeof value === 'string' && z.regexes.email.test(value) ? null : fail();
    case 'min':
    case 'max':
    case 'between': {
      const { kind, size } = measure(value, rules);
      const min = Number(rule.args[0]);
      const max = Number(rule.name === 'between' ? rule.args[1] : rule.args[0]);
      const ok =
        rule.name === 'min'
          ? size >= min
          : rule.name === 'max'
            ? size <= max
            : size >= min && size <= max;
      if (ok) return null;
      const inMoney = kind === 'numeric' && rules.some((r) => r.name === 'money');
      // A plain number's bound is passed as a number, for the message to write it grouped.
      const bound = (arg: string | undefined) =>
        inMoney ? formatMoney(Number(arg)) : kind === 'numeric' ? Number(arg) : arg;
      return fail({
        kind,
        min: bound(rule.args[0]),
        max: bound(rule.name === 'between' ? rule.args[1] : rule.args[0]),
      });
    }
    case 'in':
      return rule.args.includes(String(value)) ? null : fail();
    case 'date':
      return isValidDate(value) ? null : fail();
    case 'date_format': {
      const format = rule.args[0] ?? '';
      const pattern = DATE_FORMATS[format];
      if (!pattern) throw new Error(`Unsupported date format "${format}" on ${key}.`);
      return typeof value === 'string' && pattern.test(value) && isRealDay(value)
        ? null
        : fail({ format });
    }
    case 'after_or_equal':
    case 'before_or_equal': {
      // The argument names another field when the data has it, `today`, or a date.
      const arg = rule.args[0] ?? '';
      const other = valueAt(data, arg);
      const bound =
        other !== undefined ? other : arg === 'today' ? (options.today ?? businessToday()) : arg;
      const date = other === undefined ? arg : attributeName(arg, options.attributes);
      // An invalid bound fails, as in Laravel; the bound's own rules report why.
      if (!isValidDate(value) || !isValidDate(bound)) return fail({ date });
      const difference = Date.parse(String(value)) - Date.parse(String(bound));
      return (rule.name === 'after_or_equal' ? difference >= 0 : difference <= 0)
        ? null
        : fail({ date });
    }
    case 'confirmed': {
      const other = rule.args[0] ?? `${key}_confirmation`;
      return valueAt(data, other) === value ? null : fail();
    }
    case 'same':
      return valueAt(data, rule.args[0] ?? '') === value ? null : fail({ other: rule.args[0] });
    case 'unique': {
      if (!options.isUnique) throw new Error(`The unique rule on ${key} needs an isUnique option.`);
      return options.isUnique(key, value, rule.raw) ? null : fail();
    }
    case 'string':
      return typeof value === 'string' ? null : fail();
    case 'numeric':
      return isNumeric(value) ? null : fail();
    case 'integer':
      // Safe integers only: `1e+308` is an integer to JavaScript, but no column holds it.
      return isNumeric(value) && Number.isSafeInteger(Number(value)) ? null : fail();
    case 'boolean':
      return isBooleanLike(value) ? null : fail();
    case 'timezone':
      return isTimeZone(value) ? null : fail();
    case 'array':
      return Array.isArray(value) || (typeof value === 'object' && value !== null) ? null : fail();
    default:
      throw new Error(`Unknown validation rule "${rule.name}".`);
  }
}

/** Validates `data` against Laravel-style rules and answers Laravel's messages. */
export function validate(
  data: unknown,
  rules: Rules,
  options: ValidateOptions = {},
): ValidationResult {
  const errors: FieldErrors = {};
  for (const [ruleKey, spec] of Object.entries(rules)) {
    const parsed = parseRules(spec);
    for (const key of expandKey(data, ruleKey)) {
      const value = valueAt(data, key);
      const present = value !== undefined;
      if (parsed.some((r) => r.name === 'sometimes') && !present) continue;
      const empty = isEmptyValue(value);
      for (const rule of parsed) {
        if (MARKERS.has(rule.name)) continue;
        if (IMPLICIT.has(rule.name)) {
          if (empty) addError(errors, key, ruleMessage('required', key, {}, options.attributes));
          continue;
        }
        if (empty) continue;
        const message = check(rule, key, value, data, parsed, options);
        if (message) {
          addError(errors, key, message);
          if (parsed.some((r) => r.name === 'bail')) break;
        }
      }
    }
  }
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, message: valid ? '' : summariseErrors(errors) };
}
