import { pathFor } from '@backoffice/access';
import {
  type SubmitAttempt,
  useAppStore,
  useFormChanged,
  useFormSubmit,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import { NOTICE_LEVELS, type NoticeInput } from '@backoffice/contract';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { Switch } from '@backoffice/ui/Switch';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import * as styles from './NoticeForm.css';

export interface NoticeFormValues {
  title: string;
  details: string;
  level: NoticeInput['level'];
  published: boolean;
}

export const EMPTY_NOTICE: NoticeFormValues = {
  title: '',
  details: '',
  level: 'Normal',
  published: true,
};

const LEVEL_OPTIONS = NOTICE_LEVELS.map((level) => ({ name: level, value: level }));

export interface NoticeFormProps {
  initialValues: NoticeFormValues;
  submitLabel: string;
  /**
   * Saves the notice; a rejection keeps everything typed and shows the server's messages. A
   * create sends `attempt.idempotencyKey`, the same for every retry of one submission, so a
   * double submit makes one notice.
   */
  onSubmit: (values: NoticeFormValues, attempt: SubmitAttempt) => Promise<unknown>;
  /** Called after a successful save, once the form no longer counts as changed. */
  onSaved: () => void;
}

function sameValues(a: NoticeFormValues, b: NoticeFormValues) {
  return (
    a.title === b.title &&
    a.details === b.details &&
    a.level === b.level &&
    a.published === b.published
  );
}

/**
 * A notice's fields: title, level, HTML details and whether the dashboard shows it. While the
 * fields differ from what was loaded the app's form-changed flag is on, so leaving asks first.
 */
export function NoticeForm({ initialValues, submitLabel, onSubmit, onSaved }: NoticeFormProps) {
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const { errors, pending, submit: submitForm } = useFormSubmit();
  const store = useAppStore();
  const dirty = !sameValues(values, saved);
  useFormChanged(dirty);

  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // A second press while saving must not create a second notice: useFormSubmit ignores it.
  function submit(event: FormEvent<HTMLFormElement>) {
    return submitForm(event, async (attempt) => {
      await onSubmit(values, attempt);
      setSaved(values);
      // The flag must be off before the screen navigates away, or leaving would ask first.
      store.setFormChanged(false);
      onSaved();
    });
  }

  return (
    <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={submit}>
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <TextField
        name="title"
        label="Title"
        value={values.title}
        onChange={(value) => set('title', value)}
        maxLength={255}
        isRequired
      />
      <Select
        name="level"
        label="Level"
        options={LEVEL_OPTIONS}
        value={values.level}
        onChange={(key) => set('level', (key ?? 'Normal') as NoticeFormValues['level'])}
        isRequired
      />
      <TextArea
        name="details"
        label="Details"
        description="Basic HTML is allowed: paragraphs, bold, italic, lists and links."
        value={values.details}
        onChange={(value) => set('details', value)}
        rows={8}
        isRequired
      />
      <Switch
        name="published"
        isSelected={values.published}
        onChange={(selected) => set('published', selected)}
      >
        Show on the dashboard
      </Switch>
      <FormActions submitLabel={submitLabel} pending={pending} cancelHref={pathFor('notices')} />
    </Form>
  );
}
