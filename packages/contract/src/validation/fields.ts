/**
 * Field schemas for form-encoded input. Browsers post every value as a string, so numbers and
 * booleans arrive as text; these accept both the typed value and its text form, and leave the
 * declared type to the schema (so the OpenAPI document shows `integer` or `boolean`).
 */
import { z } from 'zod';
import { normalisePage } from '../pagination';

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

function toInteger(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
}

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

interface Bounds {
  min?: number;
  max?: number;
}

function bounded(schema: z.ZodNumber, bounds: Bounds): z.ZodNumber {
  let out = schema;
  if (bounds.min !== undefined) out = out.min(bounds.min);
  if (bounds.max !== undefined) out = out.max(bounds.max);
  return out;
}

/** An integer, given as a number or as its decimal text. */
export function integerField(bounds: Bounds = {}): z.ZodType<number, number | string> {
  return z.preprocess(toInteger, bounded(z.number().int(), bounds)) as unknown as z.ZodType<
    number,
    number | string
  >;
}

/** A number, given as a number or as its decimal text. */
export function numberField(bounds: Bounds = {}): z.ZodType<number, number | string> {
  return z.preprocess(toNumber, bounded(z.number(), bounds)) as unknown as z.ZodType<
    number,
    number | string
  >;
}

/** A boolean, given as a boolean or as `true/false`, `1/0`, `on/off`, `yes/no`. */
export function booleanField(): z.ZodType<boolean, boolean | string | number> {
  return z.preprocess(toBoolean, z.boolean()) as unknown as z.ZodType<
    boolean,
    boolean | string | number
  >;
}

/**
 * The highest page a list answers: past it a 422 (`The page field must not be greater than
 * 1000000.`), so a page's offset always fits the database's integers.
 */
export const MAX_PAGE = 1_000_000;

/**
 * A `page` query parameter: Laravel treats a missing, invalid or < 1 page as page 1, and
 * `?page=2.5` as page 2. `normalisePage` gives a whole number >= 1, so the one check left is
 * `MAX_PAGE` (an `int()` check would add a second message on a page past 2^53).
 */
export function pageField(): z.ZodType<number, number | string | undefined> {
  return z.preprocess(normalisePage, z.number().max(MAX_PAGE)) as unknown as z.ZodType<
    number,
    number | string | undefined
  >;
}

/** An email address (max 255 characters, as Laravel's default user table allows). */
export function emailField(): z.ZodEmail {
  return z.email().max(255);
}
