import { type FormMode, isStoredFile, type ResourceDefinition } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { type FormEvent, useRef, useState } from 'react';
import { submitErrors } from '../../forms/submitErrors';
import { useFormChanged } from '../../forms/useFormChanged';
import { useAppStore } from '../../state/AppStoreContext';
import {
  checkValues,
  type FormValue,
  type FormValues,
  type ResourceRow,
  requestBody,
  sameValues,
} from '../lib/formValues';
import * as styles from '../resources.css';
import { FieldInput } from './FieldInput';

export interface ResourceFormProps {
  resource: ResourceDefinition;
  mode: FormMode;
  initialValues: FormValues;
  /** The stored record (edit), for reference titles and masked values. */
  record?: ResourceRow;
  submitLabel: string;
  cancelHref: string;
  /**
   * Saves the body; `idempotencyKey` is the same for every submit of this form, so a repeated
   * create answers the first record. A rejection keeps everything typed.
   */
  onSubmit: (body: Record<string, FormValue>, idempotencyKey: string) => Promise<unknown>;
  /** Runs after a successful save, once the form no longer counts as changed. */
  onSaved: (saved: unknown) => void;
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A resource's form, drawn from its definition: one input per field, grouped by the
 * definition's sections. The client checks the values with the definition's rules (the
 * server's own messages) before sending; the server's 422 shows beside the same fields, and a
 * failed save keeps everything entered, chosen files too. A chosen file makes the save
 * multipart. While the values differ from what was loaded, the app's form-changed flag is on.
 */
export function ResourceForm({
  resource,
  mode,
  initialValues,
  record,
  submitLabel,
  cancelHref,
  onSubmit,
  onSaved,
}: ResourceFormProps) {
  const store = useAppStore();
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Read synchronously: two presses in one frame both see `pending` still false.
  const sending = useRef(false);
  const [idempotencyKey] = useState(newKey);
  useFormChanged(!sameValues(values, saved));

  const set = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const problems = checkValues(resource, values, mode);
    setMessage(null);
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems);
      return;
    }
    sending.current = true;
    setPending(true);
    setFieldErrors({});
    try {
      const answer = await onSubmit(requestBody(resource, values, mode), idempotencyKey);
      setSaved(values);
      // Off before the screen moves on, or leaving would ask about unsaved changes.
      store.setFormChanged(false);
      onSaved(answer);
    } catch (error) {
      const read = submitErrors(error);
      setFieldErrors(read.fieldErrors);
      setMessage(read.message);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const multiple = resource.sections.length > 1;
  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      message={message ?? undefined}
      onSubmit={(event) => void submit(event)}
      aria-label={`${mode === 'create' ? 'New' : 'Edit'} ${resource.singular}`}
    >
      {resource.sections.map((section) => (
        <fieldset key={section.id} className={styles.section}>
          {multiple && <legend className={styles.sectionTitle}>{section.label}</legend>}
          {section.fields.map((name) => {
            const field = resource.fields[name];
            if (!field) return null;
            const masked = field.masked ? record?.[name] : null;
            const stored = field.type === 'file' ? record?.[name] : null;
            return (
              <FieldInput
                key={name}
                name={name}
                field={field}
                value={values[name] ?? null}
                onChange={(value) => set(name, value)}
                error={fieldErrors[name]}
                referenceLabel={record?.labels[name] ?? null}
                maskedValue={typeof masked === 'string' ? masked : null}
                storedFile={isStoredFile(stored) ? stored : null}
                className={field.type === 'text' || field.type === 'file' ? styles.wide : undefined}
              />
            );
          })}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={pending}>
          {submitLabel}
        </Button>
        <Link href={cancelHref} variant="standalone">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
