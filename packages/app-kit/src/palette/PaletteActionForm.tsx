import type { ActionDefinition } from '@backoffice/contract';
import { Form } from '@backoffice/ui/Form';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import {
  ActionFormButtons,
  ActionInputFields,
  useActionInput,
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
  const input = useActionInput(action);
  const { errors, pending } = input;

  useEffect(() => {
    section.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  }, []);

  async function run(event: FormEvent<HTMLFormElement>) {
    if (await input.submit(event, () => act(name, action, input.values))) onDone();
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
        <ActionInputFields action={action} input={input} />
        <ActionFormButtons
          className={styles.buttons}
          cancelLabel="Back"
          onCancel={onBack}
          pending={pending}
        >
          {action.label}
        </ActionFormButtons>
      </Form>
    </section>
  );
}
