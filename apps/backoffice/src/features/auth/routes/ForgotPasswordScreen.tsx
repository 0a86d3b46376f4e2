import { pathFor } from '@backoffice/access';
import { useForgotPassword } from '@backoffice/api-client';
import { type SubmitErrors, submitErrors } from '@backoffice/app-kit';
import { AlertMessage, StatusMessage } from '@backoffice/app-kit/components';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-aria-components';
import { AuthCard } from '../components/AuthCard';
import * as styles from '../components/AuthCard.css';

const noErrors: SubmitErrors = { fieldErrors: {}, message: null };

/** Asks for a password reset link by email. */
export function ForgotPasswordScreen() {
  const { trigger, isMutating } = useForgotPassword();
  const [errors, setErrors] = useState<SubmitErrors>(noErrors);
  const [status, setStatus] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setErrors(noErrors);
    setStatus(null);
    try {
      setStatus((await trigger({ email })).status);
    } catch (error) {
      setErrors(submitErrors(error));
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email address and we will email you a link to choose a new one."
    >
      <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={onSubmit}>
        {status && <StatusMessage size="sm">{status}</StatusMessage>}
        {errors.message && <AlertMessage size="sm">{errors.message}</AlertMessage>}
        <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
        <Button type="submit" isPending={isMutating}>
          Email password reset link
        </Button>
        <Link href={pathFor('auth.login')} className={styles.link}>
          Back to sign in
        </Link>
      </Form>
    </AuthCard>
  );
}
