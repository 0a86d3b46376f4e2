import {
  type ActionDefinition,
  actionInput,
  type ResourceDefinition,
  validateActionInput,
} from '@backoffice/contract';
import type { Dispatch, SetStateAction } from 'react';
import type { SubmitErrors } from '../../forms/submitErrors';
import { optionLabel } from '../lib/displayValue';
import type { FormValue, FormValues } from '../lib/formValues';
import { capitalise } from '../lib/resourceRoutes';
import { FieldInput } from './FieldInput';

/** An action's input as its dialog opens: each field's default, else blank. */
export function startValues(action: ActionDefinition): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(action.input ?? {})) {
    values[name] =
      field.default !== undefined
        ? (field.default as FormValue)
        : field.type === 'boolean'
          ? false
          : null;
  }
  return values;
}

/** What the toast says once an action ran: the state it moved to, else that it ran. */
export function actionDoneMessage(resource: ResourceDefinition, action: ActionDefinition): string {
  return action.to
    ? `${capitalise(resource.singular)} now ${optionLabel(action.to).toLowerCase()}.`
    : `${action.label}: done.`;
}

/** Whether anything was typed or chosen in the input (for the leave warning). */
export function inputChanged(values: FormValues): boolean {
  return Object.values(values).some((value) => value !== null && value !== '' && value !== false);
}

/**
 * The action's rules over the input, as the server checks them: the first message of each field
 * that fails, or null when the input may be sent.
 */
export function actionInputErrors(
  action: ActionDefinition,
  values: FormValues,
): Record<string, string> | null {
  const result = validateActionInput(action, actionInput(action, values));
  if (result.valid) return null;
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}

export interface ActionInputFieldsProps {
  action: ActionDefinition;
  values: FormValues;
  onChange: Dispatch<SetStateAction<FormValues>>;
  errors: SubmitErrors;
  setErrors: Dispatch<SetStateAction<SubmitErrors>>;
}

/**
 * The fields of an action's input (a reason, say), as a form's inputs: a field's message (the
 * client's check or the server's 422) beside it, cleared as soon as it is changed. The dialog
 * of one record's action and the confirmation of a bulk action both show them.
 */
export function ActionInputFields({
  action,
  values,
  onChange,
  errors,
  setErrors,
}: ActionInputFieldsProps) {
  return (
    <>
      {Object.entries(action.input ?? {}).map(([field, definition]) => (
        <FieldInput
          key={field}
          name={field}
          field={definition}
          value={values[field] ?? null}
          onChange={(value) => {
            onChange((current) => ({ ...current, [field]: value }));
            setErrors(({ fieldErrors: { [field]: _cleared, ...rest }, message }) => ({
              fieldErrors: rest,
              message,
            }));
          }}
          error={errors.fieldErrors[field]}
        />
      ))}
    </>
  );
}
