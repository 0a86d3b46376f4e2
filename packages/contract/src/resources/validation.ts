/**
 * The rules a definition produces and the check both sides run with them: the app before it
 * sends a form, the server before it stores one, with the same Laravel messages. The server adds
 * what only it can answer (`unique`, and whether a referenced record exists).
 */
import { PHONE_MAX_LENGTH } from '../constants';
import { normaliseInput } from '../validation/input';
import {
  type Attributes,
  addError,
  attributeName,
  type FieldErrors,
  inLine,
  ruleMessage,
  summariseErrors,
} from '../validation/messages';
import { type Rules, type ValidationResult, validate } from '../validation/validator';
import {
  type FieldDefinition,
  fileLimitBytes,
  type InputLinesDefinition,
  type ResourceDefinition,
} from './defineResource';
import { fileSizeMessage, isDateOnly, isMaskedValue } from './format';
import { COUNT_MAX, isCountField, MONEY_MAX_CENTS } from './limits';
import { normalPhone, phoneMessage } from './phone';

export type FormMode = 'create' | 'update';

export interface ResourceRuleOptions {
  mode: FormMode;
  /** Include `unique` (the server answers it; the app leaves it to the server). */
  unique?: boolean;
}

const SIZE_RULE = /^(min|max|between):/;

function hasSizeRule(rules: readonly string[]): boolean {
  return rules.some((rule) => SIZE_RULE.test(rule));
}

/** The rules a field's type brings, before its own. */
function typeRules(name: string, field: FieldDefinition, own: readonly string[]): string[] {
  const sized = hasSizeRule(own);
  const capped = own.some((rule) => /^(max|between):/.test(rule));
  switch (field.type) {
    case 'string':
      return sized ? [] : ['max:255'];
    case 'email':
      return ['email', ...(sized ? [] : ['max:255'])];
    case 'phone':
      return sized ? [] : [`max:${PHONE_MAX_LENGTH}`];
    case 'text':
      return sized ? [] : ['max:65535'];
    case 'number':
      // A whole number is kept in a PostgreSQL integer: a larger one is refused, never stored;
      // a count, beyond what a business would type (`COUNT_MAX`).
      return (field.rules ?? []).includes('integer')
        ? [
            'numeric',
            ...(capped ? [] : [`max:${isCountField(name, field) ? COUNT_MAX : 2147483647}`]),
            ...(own.some((rule) => /^(min|between):/.test(rule)) ? [] : ['min:-2147483648']),
          ]
        : ['numeric'];
    case 'money':
      return ['money', 'integer', ...(capped ? [] : [`max:${MONEY_MAX_CENTS}`])];
    case 'reference':
      return ['integer'];
    case 'date':
      return ['date'];
    case 'boolean':
      return ['boolean'];
    case 'enum':
      return [`in:${(field.options ?? []).join(',')}`];
    case 'references':
      return ['array'];
    case 'file':
      // Size and type are checked by `validateResource`, with the product's size message.
      return [];
  }
}

/** A masked field may be left blank on update: the stored value stays. */
function isRequired(field: FieldDefinition, mode: FormMode): boolean {
  if (!(field.rules ?? []).includes('required')) return false;
  return !(mode === 'update' && field.masked);
}

/** One field's rules, in the order Laravel would report them; `name` tells a count from an id. */
export function fieldRules(
  field: FieldDefinition,
  options: ResourceRuleOptions,
  name = '',
): string[] {
  const own = (field.rules ?? []).filter((rule) => rule !== 'required' && rule !== 'nullable');
  const withoutUnique = own.filter((rule) => rule !== 'unique');
  const rules = [
    // A change may send only some fields: those left out keep their stored values.
    ...(options.mode === 'update' ? ['sometimes'] : []),
    isRequired(field, options.mode) ? 'required' : 'nullable',
    ...typeRules(name, field, own),
    ...withoutUnique,
  ];
  if (options.unique && own.includes('unique')) rules.push('unique');
  return rules;
}

/** Every field's rules, keyed by field name: what `validate` takes. Read-only fields have none. */
export function resourceRules(resource: ResourceDefinition, options: ResourceRuleOptions): Rules {
  return fieldSetRules(resource.fields, options);
}

/**
 * The labels a form's messages name its fields by: each field's label under its name, the
 * lines' under `lines`, and each line field's under `lines.*.<name>` ('Line 1: the quantity …').
 */
export function fieldSetAttributes(
  fields: Record<string, FieldDefinition>,
  lines?: InputLinesDefinition | null,
): Attributes {
  const attributes: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) attributes[name] = field.label;
  if (lines) {
    attributes.lines = lines.label;
    for (const [name, field] of Object.entries(lines.fields)) {
      attributes[`lines.*.${name}`] = field.label;
    }
  }
  return attributes;
}

/** A resource's labels for its messages (see `fieldSetAttributes`). */
export function resourceAttributes(resource: ResourceDefinition): Attributes {
  return fieldSetAttributes(resource.fields, resource.lines);
}

/** The rules of a set of fields, keyed by `prefix` + name (`lines.0.` for a line). */
function fieldSetRules(
  fields: Record<string, FieldDefinition>,
  options: ResourceRuleOptions,
  prefix = '',
): Rules {
  const rules: Rules = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!field.readOnly) rules[`${prefix}${name}`] = fieldRules(field, options, name);
  }
  return rules;
}

/**
 * The rules of a list of lines: the list itself (`required|array|min:1` when lines are needed)
 * and each line's fields under `lines.<i>.`. Lines carry no `unique`.
 */
export function lineRules(
  lines: InputLinesDefinition,
  count: number,
  options: ResourceRuleOptions,
  key = 'lines',
): Rules {
  const min = lines.min ?? 0;
  const own = [
    // A change may leave its lines out, but the lines it sends keep the minimum.
    ...(min > 0
      ? [...(options.mode === 'create' ? [] : ['sometimes']), 'required']
      : ['sometimes', 'nullable']),
    'array',
    ...(min > 0 ? [`min:${min}`] : []),
    ...(lines.max !== undefined ? [`max:${lines.max}`] : []),
  ];
  const rules: Rules = { [key]: own };
  for (let i = 0; i < count; i++) {
    Object.assign(
      rules,
      fieldSetRules(lines.fields, { mode: 'create', unique: false }, `${key}.${i}.`),
    );
  }
  return rules;
}

/**
 * The input the rules apply to: Laravel's trimming (blank text becomes null), only the
 * definition's fields, and on update a masked field left blank or sent back in its masked form
 * left out, so the stored value stays.
 */
export function resourceInput(
  resource: ResourceDefinition,
  raw: unknown,
  mode: FormMode,
): Record<string, unknown> {
  const normalised = normaliseInput(raw);
  const source =
    normalised !== null && typeof normalised === 'object' && !Array.isArray(normalised)
      ? (normalised as Record<string, unknown>)
      : {};
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || !Object.hasOwn(source, name)) continue;
    const value = source[name];
    if (mode === 'update' && field.masked && (value === null || isMaskedValue(value))) continue;
    input[name] = value;
  }
  // A new record starts from the defaults of the fields the form left out.
  if (mode === 'create') {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!field.readOnly && !Object.hasOwn(input, name) && field.default !== undefined)
        input[name] = field.default;
    }
  }
  if (resource.lines && Object.hasOwn(source, 'lines')) {
    input.lines = lineInput(resource.lines, source.lines);
  }
  // `confirmed` reads `<field>_confirmation`, which is not itself a field.
  for (const [name, field] of Object.entries(resource.fields)) {
    const confirmation = `${name}_confirmation`;
    if ((field.rules ?? []).includes('confirmed') && Object.hasOwn(source, confirmation)) {
      input[confirmation] = source[confirmation];
    }
  }
  return input;
}

/**
 * A request's lines as a list of objects: a JSON array as it is, PHP's `lines[0][quantity]`
 * (an object keyed by index) in index order; each line keeps only its writable fields. Anything
 * else stays as sent, for the `array` rule to refuse.
 */
export function lineInput(lines: InputLinesDefinition, raw: unknown): unknown {
  // A form cannot send an empty list: its `lines=` (null once empty strings are null) is none.
  if (raw === null) return [];
  if (raw === undefined || typeof raw !== 'object') return raw;
  const list = Array.isArray(raw)
    ? raw
    : Object.entries(raw as Record<string, unknown>)
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, line]) => line);
  return list.map((line) => {
    const source =
      line !== null && typeof line === 'object' && !Array.isArray(line)
        ? (line as Record<string, unknown>)
        : {};
    const kept: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(lines.fields)) {
      if (!field.readOnly && Object.hasOwn(source, name)) kept[name] = source[name];
    }
    return kept;
  });
}

/**
 * A file chosen for a `file` field as both sides see it: the browser's `File`, or what the
 * server read of an upload (`type` from the file's content where it can tell).
 */
export interface FileInput {
  name: string;
  /** The MIME type; empty when unknown. */
  type: string;
  /** In bytes. */
  size: number;
}

/** Whether a value has the shape of a chosen file. */
export function isFileInput(value: unknown): value is FileInput {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof FileInput, unknown>>;
  return (
    typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number'
  );
}

/** The extension Laravel guesses from a MIME type, for the types a back-office sees most. */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/octet-stream': 'bin',
};

/**
 * A file's extension as `mimes` reads it: from its type when the type is known (so a renamed
 * file is what its content says), else from its name.
 */
export function fileExtension(file: Pick<FileInput, 'name' | 'type'>): string {
  const byType = EXTENSION_OF_TYPE[file.type.toLowerCase()];
  if (byType) return byType;
  const dot = file.name.lastIndexOf('.');
  return dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
}

/** Whether a file's type is among a field's `mimes` (any type when it lists none). */
export function acceptsFile(
  field: FieldDefinition,
  file: Pick<FileInput, 'name' | 'type'>,
): boolean {
  const mimes = field.mimes;
  if (!mimes?.length) return true;
  const extension = fileExtension(file);
  // As in Laravel, jpg and jpeg stand for each other.
  const jpeg = mimes.includes('jpg') || mimes.includes('jpeg');
  return mimes.includes(extension) || (jpeg && (extension === 'jpg' || extension === 'jpeg'));
}

/** Laravel's `mimes` message: 'The photo field must be a file of type: jpg, png.' */
export function mimesMessage(
  name: string,
  mimes: readonly string[],
  attributes?: Attributes,
): string {
  return `The ${attributeName(name, attributes)} field must be a file of type: ${mimes.join(', ')}.`;
}

/**
 * Why a chosen file does not fit a `file` field ('The file size must not exceed 2MB.', then
 * Laravel's `mimes` message), or null: the app's check as soon as a file is chosen, and part of
 * the server's.
 */
export function fileInputProblem(
  name: string,
  field: FieldDefinition,
  file: FileInput,
): string | null {
  const limit = fileLimitBytes(field);
  if (!(file.size <= limit)) return fileSizeMessage(limit);
  if (!acceptsFile(field, file))
    return mimesMessage(name, field.mimes ?? [], { [name]: field.label });
  return null;
}

/** The first problem of a value given to a `file` field, or null. */
function fileProblem(
  name: string,
  field: FieldDefinition,
  value: unknown,
  isFile: (value: unknown) => boolean,
  attributes: Attributes,
): string | null {
  if (!isFile(value) || !isFileInput(value)) return ruleMessage('file', name, {}, attributes);
  const problem = fileInputProblem(name, field, value);
  return problem === null ? null : inLine(problem, name, attributes);
}

const TEXT_TYPES = new Set(['string', 'text', 'email', 'phone']);

export interface ResourceValidationOptions extends ResourceRuleOptions {
  /** Answers `unique`: true when no other record holds the value. */
  isUnique?: (field: string, value: unknown) => boolean;
  /**
   * Whether a value of a `file` field is a real upload (the server only takes its own parsed
   * uploads, never an object sent as JSON). Any value shaped like a file by default.
   */
  isFile?: (value: unknown) => boolean;
  /** The business's today for `before_or_equal:today` (the validator's `today`). */
  today?: string;
}

/**
 * Validates prepared input (see `resourceInput`) against the definition. Beyond the Laravel
 * rules, a date must be a real `YYYY-MM-DD` day, a digits field only digits, text text (not an
 * upload), and a file a file within its field's size limit ('The file size must not exceed
 * 2MB.') and among its `mimes`.
 */
export function validateResource(
  resource: ResourceDefinition,
  input: Record<string, unknown>,
  options: ResourceValidationOptions,
): ValidationResult {
  return validateFieldSet(resource.fields, resource.lines, input, options);
}

/**
 * Validates prepared input against a set of fields and, when given, their lines (`lines.0.x`,
 * each message naming its line): what `validateResource` and an action's input check run.
 */
export function validateFieldSet(
  fields: Record<string, FieldDefinition>,
  lines: InputLinesDefinition | null | undefined,
  input: Record<string, unknown>,
  options: ResourceValidationOptions,
): ValidationResult {
  const unique = options.unique ?? options.isUnique !== undefined;
  const isUnique = options.isUnique;
  const rules = fieldSetRules(fields, { mode: options.mode, unique });
  const lineList = Array.isArray(input.lines) ? input.lines : [];
  if (lines) Object.assign(rules, lineRules(lines, lineList.length, options));
  const attributes = fieldSetAttributes(fields, lines);
  const result = validate(input, rules, {
    attributes,
    ...(options.today ? { today: options.today } : {}),
    ...(isUnique ? { isUnique: (key: string, value: unknown) => isUnique(key, value) } : {}),
  });
  const errors: FieldErrors = result.errors;
  const check = { errors, isFile: options.isFile ?? isFileInput, attributes };
  checkValues(fields, input, '', check);
  if (lines) {
    lineList.forEach((line, i) => {
      checkValues(lines.fields, line, `lines.${i}.`, check);
    });
  }
  const ordered = inRuleOrder(errors, rules);
  const valid = Object.keys(ordered).length === 0;
  return { valid, errors: ordered, message: valid ? '' : summariseErrors(ordered) };
}

/** Errors keyed in the order of the rules, as Laravel reports them (then any others). */
function inRuleOrder(errors: FieldErrors, rules: Rules): FieldErrors {
  const ordered: FieldErrors = {};
  for (const key of [...Object.keys(rules), ...Object.keys(errors)]) {
    const messages = errors[key];
    if (messages && !ordered[key]) ordered[key] = messages;
  }
  return ordered;
}

interface ValueCheck {
  errors: FieldErrors;
  isFile: (value: unknown) => boolean;
  attributes: Attributes;
}

/** What the rules cannot say: real days, digits, phone numbers, text that is text, files within limits. */
function checkValues(
  fields: Record<string, FieldDefinition>,
  values: unknown,
  prefix: string,
  { errors, isFile, attributes }: ValueCheck,
): void {
  const source = (values ?? {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    const key = `${prefix}${name}`;
    const value = source[name];
    if (field.readOnly || errors[key] || value === undefined || value === null) continue;
    if (field.type === 'file') {
      const problem = fileProblem(key, field, value, isFile, attributes);
      if (problem) addError(errors, key, problem);
      continue;
    }
    if (field.type === 'references') {
      checkIds(key, value, errors, attributes);
      continue;
    }
    if (TEXT_TYPES.has(field.type) && typeof value === 'object') {
      addError(errors, key, ruleMessage('string', key, {}, attributes));
      continue;
    }
    if (field.type === 'phone' && normalPhone(String(value)) === null) {
      addError(errors, key, inLine(phoneMessage(attributeName(key, attributes)), key, attributes));
      continue;
    }
    if (field.type === 'date' && !isDateOnly(value)) {
      addError(errors, key, ruleMessage('date', key, {}, attributes));
    }
    if (field.digits && !/^\d+$/.test(String(value))) {
      addError(errors, key, ruleMessage('regex', key, {}, attributes));
    }
  }
}

/** Each id of a list of references is a whole number: 'Line 1: the add-ons field must be an integer.' */
function checkIds(key: string, value: unknown, errors: FieldErrors, attributes: Attributes): void {
  if (!Array.isArray(value)) return;
  value.forEach((item, i) => {
    if (typeof item === 'object' || !Number.isSafeInteger(Number(item)) || item === '') {
      addError(errors, `${key}.${i}`, ruleMessage('integer', `${key}.${i}`, {}, attributes));
    }
  });
}

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on', 'yes']);

/**
 * A validated value in its stored type. An empty boolean (a cleared checkbox, sent as `` or
 * null) is false: a boolean is never stored empty.
 */
export function toFieldValue(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) {
    if (field.type === 'references') return [];
    return field.type === 'boolean' ? false : null;
  }
  switch (field.type) {
    case 'references':
      return (Array.isArray(value) ? value : Object.values(value as object)).map(Number);
    case 'number':
    case 'money':
    case 'reference':
      return Number(value);
    case 'boolean':
      return TRUE_VALUES.has(typeof value === 'string' ? value.toLowerCase() : value);
    case 'file':
      return value;
    case 'phone':
      // Validated first: a number of the template, stored as its ten digits.
      return normalPhone(String(value)) ?? String(value);
    default:
      return String(value);
  }
}

/**
 * The values to store from validated input. On create, fields left out take their default (a
 * boolean without one is false) or null; on update, fields left out keep what is stored and so
 * are not in the answer.
 */
export function resourceValues(
  resource: ResourceDefinition,
  input: Record<string, unknown>,
  mode: FormMode,
): Record<string, unknown> {
  return fieldSetValues(resource.fields, input, mode);
}

/** `resourceValues` for any set of fields: a line's, or an action's input. */
export function fieldSetValues(
  fields: Record<string, FieldDefinition>,
  input: Record<string, unknown>,
  mode: FormMode,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (Object.hasOwn(input, name)) {
      values[name] = toFieldValue(field, input[name]);
    } else if (mode === 'create') {
      const fallback = field.default ?? (field.type === 'boolean' ? false : null);
      values[name] = toFieldValue(field, fallback);
    }
  }
  return values;
}

/**
 * The lines to store from validated input, each in its fields' stored types (a line's read-only
 * fields null, for the domain's hook to fill); undefined when the input has no lines (a change
 * that leaves them out keeps them).
 */
export function lineValues(
  lines: InputLinesDefinition | null,
  input: Record<string, unknown>,
): Record<string, unknown>[] | undefined {
  if (!lines || !Array.isArray(input.lines)) return undefined;
  return input.lines.map((line) =>
    fieldSetValues(lines.fields, (line ?? {}) as Record<string, unknown>, 'create'),
  );
}
