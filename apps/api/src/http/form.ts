/**
 * PHP-style field names, as Laravel reads them: `a=1`, `tags[]=x`, `items[0][qty]=2`. Names
 * build nested objects; an object whose keys are 0..n-1 becomes a list.
 */

const MAX_DEPTH = 5;
const MAX_FIELDS = 1000;
const MAX_INDEX = 1000;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export class FormFieldError extends Error {
  readonly statusCode = 400;
}

type Node = Record<string, unknown>;

function segmentsOf(name: string): string[] | null {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const segments = [name.slice(0, open)];
  const rest = name.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
    segments.push(m[1] ?? '');
    consumed = pattern.lastIndex;
  }
  // PHP keeps a malformed name whole; so do we.
  if (consumed !== rest.length) return [name];
  return segments;
}

/** Puts `value` at the field name's place in `target` (a null-prototype object). */
export function assignField(target: Node, name: string, value: unknown): void {
  const segments = segmentsOf(name);
  if (!segments || segments.length > MAX_DEPTH + 1)
    throw new FormFieldError('Field name too deep.');
  let node = target;
  for (let i = 0; i < segments.length; i++) {
    let key = segments[i] as string;
    if (FORBIDDEN.has(key)) return;
    if (key === '') key = String(Object.keys(node).length);
    if (/^\d+$/.test(key) && Number(key) > MAX_INDEX)
      throw new FormFieldError('List index too large.');
    if (i === segments.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') {
      const child: Node = Object.create(null);
      node[key] = child;
      node = child;
    } else {
      node = next as Node;
    }
  }
}

/** Turns objects keyed 0..n-1 into lists and gives the rest a normal prototype. */
export function finishFields(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  if (Object.getPrototypeOf(node) !== null) return node;
  const entries = Object.entries(node as Node).map(([k, v]) => [k, finishFields(v)] as const);
  const sequential = entries.length > 0 && entries.every(([k], i) => k === String(i));
  if (sequential) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/** Parses an `application/x-www-form-urlencoded` body. */
export function parseForm(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const root: Node = Object.create(null);
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_FIELDS) throw new FormFieldError('Too many fields.');
    assignField(root, name, value);
  }
  return finishFields(root) as Record<string, unknown>;
}
