/**
 * Laravel's English validation messages (lang/en/validation.php) for the rules the product uses,
 * and the helpers that turn a rule failure into the exact sentence Laravel would answer with.
 */

import { formatNumber } from '../resources/format';

/** Which variant of a size rule applies: follows the value's type, as in Laravel. */
export type SizeKind = 'string' | 'numeric' | 'file' | 'array';

export const SIZE_MESSAGES = {
  min: {
    string: 'The :attribute field must be at least :min characters.',
    numeric: 'The :attribute field must be at least :min.',
    file: 'The :attribute field must be at least :min kilobytes.',
    array: 'The :attribute field must have at least :min items.',
  },
  max: {
    string: 'The :attribute field must not be greater than :max characters.',
    numeric: 'The :attribute field must not be greater than :max.',
    file: 'The :attribute field must not be greater than :max kilobytes.',
    array: 'The :attribute field must not have more than :max items.',
  },
  between: {
    string: 'The :attribute field must be between :min and :max characters.',
    numeric: 'The :attribute field must be between :min and :max.',
    file: 'The :attribute field must be between :min and :max kilobytes.',
    array: 'The :attribute field must have between :min and :max items.',
  },
} as const satisfies Record<string, Record<SizeKind, string>>;

export const RULE_MESSAGES = {
  required: 'The :attribute field is required.',
  email: 'The :attribute field must be a valid email address.',
  in: 'The selected :attribute is invalid.',
  distinct: 'The :attribute field has a duplicate value.',
  date: 'The :attribute field must be a valid date.',
  date_format: 'The :attribute field must match the format :format.',
  after_or_equal: 'The :attribute field must be a date after or equal to :date.',
  before_or_equal: 'The :attribute field must be a date before or equal to :date.',
  confirmed: 'The :attribute field confirmation does not match.',
  same: 'The :attribute field must match :other.',
  unique: 'The :attribute has already been taken.',
  string: 'The :attribute field must be a string.',
  numeric: 'The :attribute field must be a number.',
  integer: 'The :attribute field must be an integer.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute field must be an array.',
  file: 'The :attribute field must be a file.',
  image: 'The :attribute field must be an image.',
  prohibited: 'The :attribute field is prohibited.',
  regex: 'The :attribute field format is invalid.',
  timezone: 'The :attribute field must be a valid timezone.',
} as const;

export type SizeRule = keyof typeof SIZE_MESSAGES;
export type SimpleRule = keyof typeof RULE_MESSAGES;
export type RuleName = SizeRule | SimpleRule;

/**
 * Parameters a message may refer to (`:min`, `:max`, `:other`). A number's bound given as a
 * number reads grouped in en-US ('1,000,000'); one given as text reads as given ('$0.01').
 */
export interface RuleParams {
  min?: number | string;
  max?: number | string;
  other?: string;
  /** `after_or_equal`, `before_or_equal`: the other field's name, `today`, or a date. */
  date?: string;
  /** `date_format`: PHP's format letters, e.g. `Y-m-d`. */
  format?: string;
  kind?: SizeKind;
}

/**
 * Laravel's displayable attribute: the key in snake case with underscores turned into spaces.
 * Nested keys keep their dot notation (`items.0.unit_price` -> `items.0.unit price`). A form's
 * messages use its labels instead (see `Attributes`); this is the name when a key has none.
 */
export function displayAttribute(key: string): string {
  return key
    .replace(/\s+/g, '')
    .replace(/(.)(?=[A-Z])/g, '$1_')
    .toLowerCase()
    .replace(/_/g, ' ');
}

/**
 * Laravel's custom attribute names: what `:attribute` reads for a key, from the labels of the
 * form that sent it. A line's field is keyed with `*` for its index (`lines.*.quantity`), and
 * its messages start with the line's number: 'Line 1: the quantity field must be at least 1.'
 */
export type Attributes = Readonly<Record<string, string>>;

/**
 * A label as it reads inside a sentence: its first letter in lower case ('Date fed' -> 'date
 * fed'), unless its first word is an abbreviation ('SKU', 'VAT number').
 */
export function labelInSentence(label: string): string {
  const first = label.split(/\s/, 1)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** The key of a line's field with its index as `*`: `lines.0.quantity` -> `lines.*.quantity`. */
function keyPattern(key: string): string {
  return key.replace(/\.\d+(?=\.|$)/g, '.*');
}

/**
 * What `:attribute` reads for a key: its label when the form names it (a list's item by the
 * label of the list: `lines.0.addon_ids.1` -> 'add-ons'), else Laravel's displayable name.
 */
export function attributeName(key: string, attributes?: Attributes): string {
  if (attributes) {
    let pattern = keyPattern(key);
    for (;;) {
      const label = attributes[key] ?? attributes[pattern];
      if (label !== undefined) return labelInSentence(label);
      if (!pattern.endsWith('.*')) break;
      pattern = pattern.slice(0, -2);
      key = key.slice(0, key.lastIndexOf('.'));
    }
  }
  return displayAttribute(key);
}

/**
 * The line a key belongs to, when the form names the field of a line: `lines.2.quantity` -> 3.
 * Its messages start 'Line 3: '.
 */
function lineNumber(key: string, attributes?: Attributes): number | null {
  if (!attributes) return null;
  const match = /^([^.]+)\.(\d+)\.(.+)$/.exec(key);
  if (!match) return null;
  const [, list, index, rest] = match as unknown as [string, string, string, string];
  const pattern = keyPattern(`${list}.*.${rest}`);
  const named = Object.keys(attributes).some(
    (name) => name === pattern || pattern.startsWith(`${name}.`),
  );
  return named ? Number(index) + 1 : null;
}

function isSizeRule(rule: RuleName): rule is SizeRule {
  return rule in SIZE_MESSAGES;
}

/** A size rule's bound as its message writes it: a number's grouped (`1,000,000`). */
function boundText(bound: number | string | undefined, kind: SizeKind | undefined): string {
  if (typeof bound === 'number' && kind === 'numeric') return formatNumber(bound);
  return String(bound ?? '');
}

/**
 * The message of one failed rule for one field, in Laravel's wording: 'The date fed field is
 * required.' with the form's `attributes`, and 'Line 1: the quantity field …' for a line's field.
 */
export function ruleMessage(
  rule: RuleName,
  key: string,
  params: RuleParams = {},
  attributes?: Attributes,
): string {
  const template = isSizeRule(rule)
    ? SIZE_MESSAGES[rule][params.kind ?? 'string']
    : RULE_MESSAGES[rule];
  const message = template
    .replace(':attribute', attributeName(key, attributes))
    .replace(':min', boundText(params.min, params.kind))
    .replace(':max', boundText(params.max, params.kind))
    .replace(':other', attributeName(params.other ?? '', attributes))
    .replace(':date', params.date ?? '')
    .replace(':format', params.format ?? '');
  return inLine(message, key, attributes);
}

/** A line's message starts with its number: 'Line 1: the quantity field is required.' */
export function inLine(message: string, key: string, attributes?: Attributes): string {
  const line = lineNumber(key, attributes);
  if (line === null) return message;
  return `Line ${line}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** Field errors as Laravel sends them: each key in dot notation with its messages in order. */
export type FieldErrors = Record<string, string[]>;

/** A 422 body: `{message, errors}`. */
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

/**
 * Laravel's summary line: the first message, plus "(and N more error[s])" counting every other
 * message of every field.
 */
export function summariseErrors(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** Builds the 422 body from field errors. */
export function validationErrorBody(errors: FieldErrors): ValidationErrorBody {
  return { message: summariseErrors(errors), errors };
}

/** Adds one message to a field, keeping insertion order of fields and messages. */
export function addError(errors: FieldErrors, key: string, message: string): void {
  const list = errors[key];
  if (list) list.push(message);
  else errors[key] = [message];
}
