/**
 * What Laravel's global middleware does to input before validation: strings are trimmed
 * (passwords excepted) and empty strings become null, so a blank optional field is simply absent
 * and a blank required field fails `required`. The CSRF `_token` and method-spoofing `_method`
 * fields are not data and are removed.
 */

import { displayAttribute } from './messages';

const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);
const TRANSPORT_FIELDS = new Set(['_token', '_method']);

function normaliseValue(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    const text = UNTRIMMED.has(key) ? value : value.trim();
    return text === '' ? null : text;
  }
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, ''));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normaliseValue(v, k);
    return out;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Trims strings, turns empty strings into null and drops `_token` / `_method`. */
export function normaliseInput(input: unknown): unknown {
  if (!isPlainObject(input)) return normaliseValue(input, '');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (!TRANSPORT_FIELDS.has(k)) out[k] = normaliseValue(v, k);
  }
  return out;
}

/** Reads a value at a dot path (`items.0.qty`) or a path of segments. */
export function valueAt(data: unknown, path: string | readonly PropertyKey[]): unknown {
  const segments = typeof path === 'string' ? path.split('.') : path;
  let current: unknown = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment as string];
  }
  return current;
}

/** Laravel's notion of an empty value for `required`: missing, null, blank text or no items. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** How deep a body may nest objects and lists; forms go 6 levels at most. */
export const MAX_INPUT_DEPTH = 32;

/** A NUL character, or half of a UTF-16 surrogate pair without its other half. */
const INVALID_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it finds.
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const INVALID_TEXT_ALL = new RegExp(INVALID_TEXT.source, 'g');

/** Whether text holds a character no database column or JSON answer can keep as sent. */
export function hasInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

/** 'The title field must not contain NUL or unpaired surrogate characters.' */
export function invalidTextMessage(key: string): string {
  return `The ${displayAttribute(key)} field must not contain NUL or unpaired surrogate characters.`;
}

export interface InputInspection {
  /** Nested deeper than `MAX_INPUT_DEPTH`. */
  tooDeep: boolean;
  /** Dot paths of the text values (or names) holding a NUL or an unpaired surrogate. */
  invalidText: string[];
}

/**
 * Walks input (a parsed body or query) without recursion, so no depth can overflow the stack:
 * reports whether it nests too deep and where text holds characters that cannot be stored. Only
 * plain objects and lists are walked (an uploaded file is a value).
 */
export function inspectInput(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputInspection {
  const invalidText: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (hasInvalidText(value)) invalidText.push(path);
      continue;
    }
    const list = Array.isArray(value);
    if (!list && !isPlainObject(value)) continue;
    if (depth >= maxDepth) return { tooDeep: true, invalidText };
    const entries = list
      ? (value as unknown[]).map((item, i) => [String(i), item] as const)
      : Object.entries(value as Record<string, unknown>);
    for (const [key, item] of entries) {
      const name = hasInvalidText(key) ? key.replace(INVALID_TEXT_ALL, '') : key;
      const child = path === '' ? name : `${path}.${name}`;
      if (name !== key) invalidText.push(child);
      stack.push({ value: item, path: child, depth: depth + 1 });
    }
  }
  return { tooDeep: false, invalidText: invalidText.sort() };
}
