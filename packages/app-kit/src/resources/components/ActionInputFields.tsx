import {
  type ActionDefinition,
  actionInput,
  type ResourceDefinition,
  validateActionInput,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type SubmitAttempt, useFormSubmit } from '../../forms/useFormSubmit';
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

/**
 * An action's input as a form fills it in: its values (each field's default at first), the
 * submit's state and messages, and the one submit path, which checks the input with the action's
 * rules (each failing field's message shown, nothing sent) before it sends. Without an action (a
 * delete) there is no input to check.
 */
export function useActionInput(action: ActionDefinition | undefined) {
  const [values, setValues] = useState<FormValues>(() => (action ? startValues(action) : {}));
  const { errors, pending, submit: send, setErrors } = useFormSubmit();

  /** Answers whether the save ran and succeeded. */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    save: (attempt: SubmitAttempt) => Promise<unknown>,
  ): Promise<boolean> {
    event.preventDefault();
    const fieldErrors = action ? actionInputErrors(action, values) : null;
    if (fieldErrors) {
      setErrors({ fieldErrors, message: null });
      return false;
    }
    return send(null, save);
  }

  return { values, setValues, errors, setErrors, pending, submit };
}

export type ActionInput = ReturnType<typeof useActionInput>;

export interface ActionInputFieldsProps {
  action: ActionDefinition;
  input: ActionInput;
}

/**
 * The fields of an action's input (a reason, say), as a form's inputs: a field's message (the
 * client's check or the server's 422) beside it, cleared as soon as it is changed. The dialog
 * of one record's action, the palette's step and the confirmation of a bulk action show them.
 */
export function ActionInputFields({ action, input }: ActionInputFieldsProps) {
  const { values, setValues, errors, setErrors } = input;
  return (
    <>
      {Object.entries(action.input ?? {}).map(([field, definition]) => (
        <FieldInput
          key={field}
          name={field}
          field={definition}
          value={values[field] ?? null}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
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

export interface ActionFormButtonsProps {
  /** The row's look, the form's own. */
  className: string;
  /** Leaves without sending: Cancel, or Back. */
  cancelLabel: string;
  onCancel: () => void;
  pending: boolean;
  /** `danger` for a delete. */
  variant?: 'primary' | 'danger';
  /** The words of the submit button. */
  children: ReactNode;
}

/** The buttons under an action's form: leave (disabled while it sends) and send (pending). */
export function ActionFormButtons({
  className,
  cancelLabel,
  onCancel,
  pending,
  variant = 'primary',
  children,
}: ActionFormButtonsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} isPending={pending}>
        {children}
      </Button>
    </div>
  );
}
