import { useChangePassword } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit } from '@backoffice/app-kit';
import { AlertMessage, FormActions, StatusMessage } from '@backoffice/app-kit/components';
import { Form } from '@backoffice/ui/Form';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { PASSWORD_RULES } from '../../../lib/passwordFields';
import * as styles from '../components/Profile.css';
import { ProfileNav } from '../components/ProfileNav';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** `/profile/password`: changes the password; the current one is asked first. */
export function PasswordScreen() {
  const { trigger } = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const { errors, pending, submit: submitForm } = useFormSubmit();
  const [status, setStatus] = useState<string | null>(null);
  useFormChanged(Object.values(values).some((value) => value !== ''));

  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitForm(event, async () => {
      setStatus(null);
      await trigger(values);
      setValues(EMPTY);
      setStatus('Your password has been updated.');
    });
  }

  return (
    <div className={styles.page}>
      <ProfileNav />
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.cardTitle}>
          Change password
        </h2>
        <Form
          className={styles.form}
          validationErrors={errors.fieldErrors}
          dependsOn={PASSWORD_RULES}
          onSubmit={submit}
        >
          {status && <StatusMessage>{status}</StatusMessage>}
          {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
          <TextField
            name="current_password"
            type="password"
            label="Current password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={set('current_password')}
            isRequired
          />
          <TextField
            name="password"
            type="password"
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            minLength={8}
            value={values.password}
            onChange={set('password')}
            isRequired
          />
          <TextField
            name="password_confirmation"
            type="password"
            label="Confirm new password"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            isRequired
          />
          <FormActions submitLabel="Update password" pending={pending} />
        </Form>
      </section>
    </div>
  );
}
