import { pathFor } from '@backoffice/access';
import { useResetPassword } from '@backoffice/api-client';
import { type SubmitErrors, submitErrors } from '@backoffice/app-kit';
import { AlertMessage, StatusMessage } from '@backoffice/app-kit/components';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router-dom';
import { PASSWORD_RULES } from '../../../lib/passwordFields';
import { AuthCard } from '../components/AuthCard';
import * as styles from '../components/AuthCard.css';

const noErrors: SubmitErrors = { fieldErrors: {}, message: null };

/** `/reset-password/:token/:email`: chooses a new password with the emailed token. */
export function ResetPasswordScreen() {
  const { token = '', email = '' } = useParams();
  const { trigger, isMutating } = useResetPassword();
  const [errors, setErrors] = useState<SubmitErrors>(noErrors);
  const [status, setStatus] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors(noErrors);
    try {
      const answer = await trigger({
        token,
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      });
      setStatus(answer.status);
    } catch (error) {
      setErrors(submitErrors(error));
    }
  }

  if (status) {
    return (
      <AuthCard title="Password reset">
        <StatusMessage size="sm">{status}</StatusMessage>
        <Link href={pathFor('auth.login')} className={styles.link}>
          Sign in with your new password
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <Form
        className={styles.form}
        validationErrors={errors.fieldErrors}
        dependsOn={PASSWORD_RULES}
        onSubmit={onSubmit}
      >
        {errors.message && <AlertMessage size="sm">{errors.message}</AlertMessage>}
        <TextField
          name="email"
          type="email"
          label="Email"
          defaultValue={email}
          autoComplete="username"
          isRequired
        />
        <TextField
          name="password"
          type="password"
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          minLength={8}
          isRequired
        />
        <TextField
          name="password_confirmation"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isPending={isMutating}>
          Reset password
        </Button>
      </Form>
    </AuthCard>
  );
}
