import type { ActionDefinition } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormSubmit } from '../forms/useFormSubmit';
import {
  ActionInputFields,
  actionInputErrors,
  startValues,
} from '../resources/components/ActionInputFields';
import * as styles from './CommandPalette.css';
import { escapeGoesBack } from './stepKeys';
import { useCommandRun } from './useCommandRun';
import type { PaletteRecord } from './usePaletteRecord';

export interface PaletteActionFormProps {
  record: PaletteRecord;
  name: string;
  /** An action with input (a reason, say). */
  action: ActionDefinition;
  onBack: () => void;
  onDone: () => void;
}

/**
 * An action's input inside the palette, with the same fields and checks as the record page's
 * dialog: its first field focused, the action's rules checked before sending, the server's 422
 * beside the fields and a refusal above them; Back (Escape) returns to the search.
 */
export function PaletteActionForm({
  record,
  name,
  action,
  onBack,
  onDone,
}: PaletteActionFormProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { act } = useCommandRun(record.resource, record.record);
  const [values, setValues] = useState(() => startValues(action));
  const { errors, pending, submit, setErrors } = useFormSubmit();

  useEffect(() => {
    section.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  }, []);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors = actionInputErrors(action, values);
    if (fieldErrors) {
      setErrors({ fieldErrors, message: null });
      return;
    }
    if (await submit(null, () => act(name, action, values))) onDone();
  }

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className={styles.step}
      onKeyDown={escapeGoesBack(onBack)}
    >
      <h2 id={headingId} className={styles.stepTitle}>
        {action.label} {record.title}
      </h2>
      <Form
        className={styles.step}
        validationBehavior="aria"
        message={errors.message ?? undefined}
        aria-labelledby={headingId}
        onSubmit={(event) => void run(event)}
      >
        {action.confirm && <p className={styles.stepText}>{action.confirm}</p>}
        <ActionInputFields
          action={action}
          values={values}
          onChange={setValues}
          errors={errors}
          setErrors={setErrors}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={onBack} isDisabled={pending}>
            Back
          </Button>
          <Button type="submit" isPending={pending}>
            {action.label}
          </Button>
        </div>
      </Form>
    </section>
  );
}
