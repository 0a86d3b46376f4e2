import type { FormFields, FormValue } from './FormFields';

export type FlatField = readonly [name: string, value: string | Blob];

/**
 * Turns nested fields into the flat name/value pairs PHP (and so Laravel) parses back into
 * arrays: `{items: [{qty: 2}]}` becomes `items[0][qty]=2`. Empty arrays and objects produce no
 * pair, as PHP has no way to express them in a form body.
 */
export function flattenFields(fields: FormFields): FlatField[] {
  const pairs: FlatField[] = [];
  for (const [name, value] of Object.entries(fields)) appendValue(pairs, name, value);
  return pairs;
}

function appendValue(pairs: FlatField[], name: string, value: FormValue): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push([name, '']);
  } else if (typeof value === 'boolean') {
    pairs.push([name, value ? '1' : '0']);
  } else if (typeof value === 'string' || typeof value === 'number') {
    pairs.push([name, String(value)]);
  } else if (value instanceof Blob) {
    pairs.push([name, value]);
  } else if (isList(value)) {
    for (const [index, item] of value.entries()) appendValue(pairs, `${name}[${index}]`, item);
  } else {
    for (const [key, item] of Object.entries(value)) appendValue(pairs, `${name}[${key}]`, item);
  }
}

function isList(value: FormValue): value is readonly FormValue[] {
  return Array.isArray(value);
}
