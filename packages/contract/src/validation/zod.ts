/**
 * Turns zod's issues into Laravel's 422 field messages, so a request validated with the
 * contract's schemas answers exactly what the Laravel server would.
 */
import type { z } from 'zod';
import { isEmptyValue, valueAt } from './input';
import {
  addError,
  type FieldErrors,
  type RuleName,
  type RuleParams,
  ruleMessage,
  type SizeKind,
  type ValidationErrorBody,
  validationErrorBody,
} from './messages';

type Issue = z.core.$ZodIssue;

const TYPE_RULES: Record<string, RuleName> = {
  string: 'string',
  number: 'numeric',
  int: 'integer',
  bigint: 'integer',
  boolean: 'boolean',
  array: 'array',
  object: 'array',
  record: 'array',
  tuple: 'array',
  file: 'file',
  date: 'date',
};

function sizeKind(origin: string): SizeKind {
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'numeric';
  if (origin === 'array' || origin === 'set') return 'array';
  if (origin === 'file') return 'file';
  return 'string';
}

/** Laravel states file sizes in kilobytes; zod counts bytes. */
function sizeLimit(kind: SizeKind, limit: number | bigint): number | string {
  const n = Number(limit);
  return kind === 'file' ? Math.floor(n / 1024) : n;
}

/** The Laravel rule (and its parameters) that a zod issue stands for. */
function ruleOf(issue: Issue): { rule: RuleName; params?: RuleParams } {
  switch (issue.code) {
    case 'invalid_type':
      return { rule: TYPE_RULES[issue.expected] ?? 'regex' };
    case 'too_small': {
      const kind = sizeKind(issue.origin);
      return { rule: 'min', params: { kind, min: sizeLimit(kind, issue.minimum) } };
    }
    case 'too_big': {
      const kind = sizeKind(issue.origin);
      return { rule: 'max', params: { kind, max: sizeLimit(kind, issue.maximum) } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'email' };
      if (issue.format === 'date' || issue.format === 'datetime') return { rule: 'date' };
      return { rule: 'regex' };
    case 'invalid_value':
      return { rule: 'in' };
    case 'custom': {
      const params = (issue.params ?? {}) as RuleParams & { rule?: RuleName };
      return { rule: params.rule ?? 'regex', params };
    }
    default:
      return { rule: 'regex' };
  }
}

/**
 * Field errors from zod issues. `input` is the data that was validated (after
 * `normaliseInput`): a missing or blank value reports `required` once, whatever the schema's
 * other checks; unknown fields report `prohibited`.
 */
export function zodIssuesToErrors(issues: readonly Issue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const required = new Set<string>();
  for (const issue of issues) {
    const prefix = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = [...prefix, key].join('.');
        addError(errors, name, ruleMessage('prohibited', name));
      }
      continue;
    }
    const name = prefix.join('.');
    if (required.has(name)) continue;
    const custom = issue.code === 'custom' && (issue.params as { rule?: string })?.rule;
    if (!custom && isEmptyValue(valueAt(input, issue.path))) {
      required.add(name);
      errors[name] = [ruleMessage('required', name)];
      continue;
    }
    const { rule, params } = ruleOf(issue);
    addError(errors, name, ruleMessage(rule, name, params));
  }
  return errors;
}

/** The whole 422 body for a failed zod parse. */
export function zodErrorBody(issues: readonly Issue[], input: unknown): ValidationErrorBody {
  return validationErrorBody(zodIssuesToErrors(issues, input));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Laravel's `confirmed`: `field` must equal `field_confirmation`; the message goes on `field`.
 * The check runs even when other fields failed, as Laravel reports every rule at once.
 */
export function withConfirmed<S extends z.ZodObject>(schema: S, field: string): S {
  return schema.refine(
    (value: unknown) =>
      !isObject(value) ||
      isEmptyValue(value[field]) ||
      value[field] === value[`${field}_confirmation`],
    { path: [field], params: { rule: 'confirmed' }, when: (payload) => isObject(payload.value) },
  );
}

/** Laravel's `same:other`: `field` must equal `other`. */
export function withSame<S extends z.ZodObject>(schema: S, field: string, other: string): S {
  return schema.refine(
    (value: unknown) =>
      !isObject(value) || isEmptyValue(value[field]) || value[field] === value[other],
    { path: [field], params: { rule: 'same', other }, when: (payload) => isObject(payload.value) },
  );
}
