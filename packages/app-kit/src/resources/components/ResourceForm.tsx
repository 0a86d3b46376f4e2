import {
  type FormMode,
  isStoredFile,
  type ResourceDefinition,
  unusualValues,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { ConflictPanel } from '@backoffice/ui/ConflictPanel';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useFormChanged } from '../../forms/useFormChanged';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { useUnusualValues } from '../../forms/useUnusualValues';
import { useAppStore } from '../../state/AppStoreContext';
import { conflictFields, conflictRecord, recordVersion } from '../lib/conflict';
import {
  checkValues,
  type FormValue,
  type FormValues,
  type ResourceRow,
  recordValues,
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
   * Saves the body; `idempotencyKey` (from the one submit path, `useFormSubmit`) is the same for
   * every retry of one submission and new after a success, so a repeated create answers the
   * first record. On update, `version` is the version of the record the
   * values are based on (to send back: an older one than the server's answers 409). A rejection
   * keeps everything typed.
   */
  onSubmit: (
    body: Record<string, FormValue>,
    idempotencyKey: string,
    version: number | undefined,
  ) => Promise<unknown>;
  /** Runs after a successful save, once the form no longer counts as changed. */
  onSaved: (saved: unknown) => void;
  /**
   * What the values typed so far come to, shown above the buttons as they change (a sale
   * item's margin): a domain's screen adds it without writing a form of its own.
   */
  summary?: (values: FormValues) => ReactNode;
}

/**
 * A resource's form, drawn from its definition: one input per field, grouped by the
 * definition's sections. The client checks the values with the definition's rules (the
 * server's own messages) before sending; the server's 422 shows beside the same fields, and a
 * failed save keeps everything entered, chosen files too. A chosen file makes the save
 * multipart. While the values differ from what was loaded, the app's form-changed flag is on.
 *
 * No lost updates: an update sends the version the form is based on. When someone saved the
 * record meanwhile (409 with the record as it is now), the form keeps what was typed and shows
 * the fields that differ beside the saved values: "Save my version" sends the typed values again
 * on top of the saved version, "Use their version" loads the saved record into the form.
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
  summary,
}: ResourceFormProps) {
  const store = useAppStore();
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const { errors, pending, submit: submitForm, setErrors } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  // The record the values are based on: the one opened, or the one a conflict brought.
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<ResourceRow | null>(null);
  const [choice, setChoice] = useState<'mine' | 'theirs'>();
  useFormChanged(!sameValues(values, saved));

  const set = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ fieldErrors: { [name]: _cleared, ...rest }, message }) => ({
      fieldErrors: rest,
      message,
    }));
  };

  /**
   * Checks, asks about unusually large values, then saves the values on top of record `on` (the
   * form's one submit path).
   */
  async function save(
    event: FormEvent<HTMLFormElement> | null,
    on: ResourceRow | undefined,
    confirmed = false,
  ) {
    event?.preventDefault();
    const problems = checkValues(resource, values, mode);
    if (Object.keys(problems).length > 0) {
      setErrors({ fieldErrors: problems, message: null });
      return;
    }
    const body = requestBody(resource, values, mode);
    const unusual = confirmed ? [] : unusualValues(resource.fields, null, body);
    if (unusual.length > 0) {
      confirmUnusual(unusual, () => void save(null, on, true));
      return;
    }
    await submitForm(null, async ({ idempotencyKey }) => {
      let answer: unknown;
      try {
        answer = await onSubmit(body, idempotencyKey, recordVersion(on));
      } catch (error) {
        const current = mode === 'update' ? conflictRecord(resource, error) : null;
        setConflict(current);
        if (current) return;
        throw error;
      } finally {
        setChoice(undefined);
      }
      setConflict(null);
      setSaved(values);
      // Off before the screen moves on, or leaving would ask about unsaved changes.
      store.setFormChanged(false);
      onSaved(answer);
    });
  }

  function keepMine(current: ResourceRow) {
    setChoice('mine');
    setBase(current);
    void save(null, current);
  }

  function takeTheirs(current: ResourceRow) {
    const theirs = recordValues(resource, current);
    setBase(current);
    setValues(theirs);
    setSaved(theirs);
    setErrors({ fieldErrors: {}, message: null });
    setConflict(null);
  }

  const multiple = resource.sections.length > 1;
  const differing = conflict ? conflictFields(resource, values, conflict, record) : [];
  return (
    <>
      {unusualDialog}
      {conflict && (
        <ConflictPanel
          title={`This ${resource.singular} was changed by someone else`}
          headingLevel={3}
          fields={differing}
          changedAt={conflict.updated_at}
          timeZone="UTC"
          pending={choice}
          onKeepMine={() => keepMine(conflict)}
          onTakeTheirs={() => takeTheirs(conflict)}
        />
      )}
      <Form
        className={styles.form}
        validationBehavior="aria"
        message={errors.message ?? undefined}
        onSubmit={(event) => void save(event, base)}
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
                  error={errors.fieldErrors[name]}
                  referenceLabel={record?.labels[name] ?? null}
                  maskedValue={typeof masked === 'string' ? masked : null}
                  storedFile={isStoredFile(stored) ? stored : null}
                  className={
                    field.type === 'text' || field.type === 'file' ? styles.wide : undefined
                  }
                />
              );
            })}
          </fieldset>
        ))}
        {summary?.(values)}
        <div className={styles.actions}>
          <Button type="submit" isPending={pending}>
            {submitLabel}
          </Button>
          <Link href={cancelHref} variant="standalone">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
