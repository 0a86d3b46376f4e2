/**
 * The values a resource form holds, and how they map to and from the API. Each input keeps the
 * value its control works with (text as text, money as integer cents, a reference as its id,
 * a date as `YYYY-MM-DD`, a file as the stored file until another is chosen, the chosen `File`,
 * or null for none); the request body is what `resourceInput` makes of them, the same
 * preparation the server applies, so the client's check and the server's agree.
 */
import {
  type FieldDefinition,
  type FormMode,
  isStoredFile,
  type ResourceDefinition,
  resourceInput,
  type StoredFile,
  validateResource,
} from '@backoffice/contract';

/** What an input holds; a `file` field holds its stored file, a chosen `File`, or null. */
export type FormValue = string | number | boolean | null | File | StoredFile;
export type FormValues = Record<string, FormValue>;

/** A record as the API answers it: the fields plus id, reference labels and timestamps. */
export interface ResourceRow {
  id: number;
  labels: Record<string, string | null>;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

/** The empty value of an input of this type. */
function emptyValue(field: FieldDefinition): FormValue {
  switch (field.type) {
    case 'boolean':
      return false;
    case 'number':
    case 'money':
    case 'reference':
    case 'date':
    case 'file':
      return null;
    default:
      return '';
  }
}

/** One stored value as its input holds it. */
function inputValue(field: FieldDefinition, value: unknown): FormValue {
  if (value === null || value === undefined) return emptyValue(field);
  switch (field.type) {
    case 'boolean':
      return value === true || value === 1 || value === '1';
    case 'number':
    case 'money':
    case 'reference': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'date':
      return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
    case 'file':
      return value instanceof File || isStoredFile(value) ? value : null;
    default:
      return String(value);
  }
}

/** A new record's form: each field's default, else its empty value. */
export function newRecordValues(resource: ResourceDefinition): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    values[name] =
      field.default === undefined ? emptyValue(field) : inputValue(field, field.default);
  }
  return values;
}

/**
 * An existing record's form. A masked field starts blank: the record only holds its masked form,
 * and a blank sent back keeps the stored value.
 */
export function recordValues(resource: ResourceDefinition, record: ResourceRow): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    values[name] = field.masked ? emptyValue(field) : inputValue(field, record[name]);
  }
  return values;
}

/** What an input reports, as the form keeps it: NaN from a cleared number field is no value. */
export function fromInput(field: FieldDefinition, value: unknown): FormValue {
  if (value === undefined || value === null) return emptyValue(field);
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  return inputValue(field, value);
}

/**
 * The values a save sends: a file field still holding its stored file is left out, so the file
 * stays; a chosen `File` replaces it and null clears it.
 */
function sentValues(resource: ResourceDefinition, values: FormValues): FormValues {
  const sent: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (resource.fields[name]?.type === 'file' && isStoredFile(value)) continue;
    sent[name] = value;
  }
  return sent;
}

/**
 * The request body of a save: trimmed, blank text as null, on update a masked field left blank
 * out of it (so the stored value stays), on create the defaults of fields left out, and a
 * file field only when a file was chosen (the `File`, which makes the client send multipart)
 * or removed (null).
 */
export function requestBody(
  resource: ResourceDefinition,
  values: FormValues,
  mode: FormMode,
): Record<string, FormValue> {
  const input = resourceInput(resource, sentValues(resource, values), mode);
  const body: Record<string, FormValue> = {};
  for (const [name, value] of Object.entries(input)) {
    body[name] =
      value === undefined || value === null
        ? null
        : typeof value === 'string' ||
            typeof value === 'number' ||
            typeof value === 'boolean' ||
            value instanceof File
          ? value
          : String(value);
  }
  return body;
}

/**
 * The client's check before sending, with the messages the server's 422 would give (`unique`
 * and the existence of references are left to the server). Answers the first message per field.
 */
export function checkValues(
  resource: ResourceDefinition,
  values: FormValues,
  mode: FormMode,
): Record<string, string> {
  const input = resourceInput(resource, sentValues(resource, values), mode);
  const result = validateResource(resource, input, { mode });
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result.errors)) {
    const first = messages[0];
    if (first) errors[name] = first;
  }
  return errors;
}

/** Whether two sets of form values are the same (the form is dirty while they differ). */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) if (a[name] !== b[name]) return false;
  return true;
}
