/**
 * A definition's actions as both sides use them: the app offers the actions this user may run on
 * a record in its state, and both sides check an action's input with the same rules and
 * messages. `POST /api/<segment>/{id}/<action>` runs one.
 */
import { normaliseInput } from '../validation/input';
import type { Attributes } from '../validation/messages';
import type { ValidationResult } from '../validation/validator';
import type { ActionDefinition, ResourceDefinition } from './defineResource';
import {
  fieldSetAttributes,
  fieldSetValues,
  lineInput,
  lineValues,
  type ResourceValidationOptions,
  validateFieldSet,
} from './validation';

/** Whether an action runs from a record's state. */
export function actionRunsFrom(action: ActionDefinition, state: unknown): boolean {
  return typeof state === 'string' && action.from.includes(state);
}

/** Why an action does not run from a state: its sentence for that state, or `wrongState`. */
export function wrongStateMessage(action: ActionDefinition, state: unknown): string {
  return (typeof state === 'string' && action.stateMessages?.[state]) || action.wrongState;
}

/**
 * The names of the actions a user may run on a record now: its state is among the action's
 * `from`, and `can` grants the action's permission (the app passes its permission check).
 */
export function availableActions(
  resource: ResourceDefinition,
  record: Readonly<Record<string, unknown>>,
  can: (permission: string) => boolean,
): string[] {
  if (!resource.stateField) return [];
  const state = record[resource.stateField];
  return Object.entries(resource.actions)
    .filter(([, action]) => actionRunsFrom(action, state) && can(action.permission))
    .map(([name]) => name);
}

/** An action's input as its rules read it: trimmed, its own fields only, lines as a list. */
export function actionInput(action: ActionDefinition, raw: unknown): Record<string, unknown> {
  const normalised = normaliseInput(raw);
  const source =
    normalised !== null && typeof normalised === 'object' && !Array.isArray(normalised)
      ? (normalised as Record<string, unknown>)
      : {};
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(action.input ?? {})) {
    if (Object.hasOwn(source, name)) input[name] = source[name];
    else if (field.default !== undefined) input[name] = field.default;
  }
  if (action.lines && Object.hasOwn(source, 'lines')) {
    input.lines = lineInput(action.lines, source.lines);
  }
  return input;
}

/** Checks an action's input: its fields, then its lines each message naming its line. */
export function validateActionInput(
  action: ActionDefinition,
  input: Record<string, unknown>,
  options: Pick<ResourceValidationOptions, 'isFile' | 'today'> = {},
): ValidationResult {
  return validateFieldSet(action.input ?? {}, action.lines, input, { ...options, mode: 'create' });
}

/** The labels an action's messages name its input by (see `fieldSetAttributes`). */
export function actionAttributes(action: ActionDefinition): Attributes {
  return fieldSetAttributes(action.input ?? {}, action.lines);
}

/** An action's validated input in stored types, and its lines. */
export function actionValues(
  action: ActionDefinition,
  input: Record<string, unknown>,
): { values: Record<string, unknown>; lines: Record<string, unknown>[] } {
  return {
    values: fieldSetValues(action.input ?? {}, input, 'create'),
    lines: lineValues(action.lines ?? null, input) ?? [],
  };
}

/**
 * The 409 answer to a change or an action based on an older version of the record; the answer
 * carries the record as it is now, so a form can show the other person's values beside its own.
 */
export function staleRecordMessage(resource: ResourceDefinition): string {
  return `This ${resource.singular} was changed by someone else while you were editing it.`;
}
