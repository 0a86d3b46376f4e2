/**
 * Every message a definition's rules can answer names its field by the label the screen shows:
 * 'The date fed field is required.', 'Line 1: the quantity field …', never the field's name
 * ('The fed on field …') or its path ('The lines.0.quantity field …'). The check walks every
 * resource and every action of the served registry with input that breaks each of their rules.
 */
import {
  type ActionDefinition,
  attributeName,
  type FieldDefinition,
  type FieldErrors,
  fieldSetAttributes,
  type InputLinesDefinition,
  labelInSentence,
  validateFieldSet,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../domains';

type Fields = Record<string, FieldDefinition>;

/** Values that break a field's rules: none, the wrong type, too long, too small, not a choice. */
const BREAKING_VALUES: readonly unknown[] = [
  { not: 'a value' },
  'x'.repeat(70_000),
  -1e15,
  '2026-02-30',
];

/** A message that names no field: a file's size limit, the spec's own sentence. */
const NAMES_NO_FIELD = /^(Line \d+: )?the file size must not exceed/i;

function breakingInputs(fields: Fields, lines: InputLinesDefinition | null | undefined) {
  const inputs: Record<string, unknown>[] = [{}];
  for (const value of BREAKING_VALUES) {
    const filled = (set: Fields) =>
      Object.fromEntries(Object.keys(set).map((name) => [name, value]));
    inputs.push({
      ...filled(fields),
      ...(lines ? { lines: [filled(lines.fields), {}] } : {}),
    });
  }
  if (lines) inputs.push({ lines: 'not a list' });
  return inputs;
}

/** Every message of every key, for input that breaks each rule of a set of fields. */
function messagesOf(
  fields: Fields,
  lines: InputLinesDefinition | null | undefined,
): { errors: FieldErrors[]; count: number } {
  const errors: FieldErrors[] = [];
  let count = 0;
  for (const mode of ['create', 'update'] as const) {
    for (const input of breakingInputs(fields, lines)) {
      const result = validateFieldSet(fields, lines, input, { mode });
      errors.push(result.errors);
      count += Object.values(result.errors).flat().length;
    }
  }
  return { errors, count };
}

/** The problems of the messages of a form: each names its field by its label, and no path. */
function rawNames(
  fields: Fields,
  lines: InputLinesDefinition | null | undefined,
  errors: FieldErrors[],
): string[] {
  const attributes = fieldSetAttributes(fields, lines);
  const problems: string[] = [];
  for (const set of errors) {
    for (const [key, messages] of Object.entries(set)) {
      const label = attributeName(key, attributes);
      for (const message of messages) {
        if (NAMES_NO_FIELD.test(message)) continue;
        if (/[a-z_]\.\d+/i.test(message) || !message.includes(label)) {
          problems.push(`${key}: ${message}`);
        }
      }
    }
  }
  return problems;
}

const forms = RESOURCES.flatMap((resource) => [
  { name: resource.name, fields: resource.fields as Fields, lines: resource.lines },
  ...Object.entries(resource.actions).map(([name, action]: [string, ActionDefinition]) => ({
    name: `${resource.name} ${name}`,
    fields: (action.input ?? {}) as Fields,
    lines: action.lines,
  })),
]);

describe("every message names its field by the screen's label", () => {
  it('reads a label inside a sentence, keeping an abbreviation', () => {
    expect(labelInSentence('Date fed')).toBe('date fed');
    expect(labelInSentence('SKU')).toBe('SKU');
    expect(labelInSentence('VAT number')).toBe('VAT number');
    expect(labelInSentence('A')).toBe('a');
  });

  it.each(forms)('$name', ({ fields, lines }) => {
    const { errors, count } = messagesOf(fields, lines);
    expect(rawNames(fields, lines, errors)).toEqual([]);
    // Each form with a writable field answers messages to check.
    const writable = Object.values(fields).some((field) => !field.readOnly) || Boolean(lines);
    if (writable) expect(count).toBeGreaterThan(0);
  });

  it('fails on a message that names a raw field', () => {
    const fields: Fields = { fed_on: { type: 'date', label: 'Date fed', rules: ['required'] } };
    const raw: FieldErrors[] = [{ fed_on: ['The fed on field is required.'] }];
    expect(rawNames(fields, null, raw)).toEqual(['fed_on: The fed on field is required.']);
    const path: FieldErrors[] = [
      { 'lines.0.quantity': ['The lines.0.quantity field is required.'] },
    ];
    const lines: InputLinesDefinition = {
      label: 'Items',
      fields: { quantity: { type: 'number', label: 'Quantity' } },
    };
    expect(rawNames({}, lines, path)).toHaveLength(1);
  });
});
