/**
 * What Laravel's global middleware does to input before validation: strings are trimmed
 * (passwords excepted) and empty strings become null, so a blank optional field is simply absent
 * and a blank required field fails `required`. The CSRF `_token` and method-spoofing `_method`
 * fields are not data and are removed.
 */

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
