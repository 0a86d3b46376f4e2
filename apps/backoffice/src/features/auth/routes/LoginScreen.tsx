import { pathFor } from '@backoffice/access';
import { useLogin } from '@backoffice/api-client';
import { type SubmitErrors, submitErrors, useAppStore } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Checkbox, Link } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { takeIntendedPath } from '../../../lib/takeIntendedPath';
import { AuthCard } from '../components/AuthCard';
import * as styles from '../components/AuthCard.css';

const noErrors: SubmitErrors = { fieldErrors: {}, message: null };

/** Sign-in at `/`: email, password and 'Remember me'; then the intended page or the brand picker. */
export function LoginScreen() {
  const store = useAppStore();
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogin();
  const [errors, setErrors] = useState<SubmitErrors>(noErrors);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors(noErrors);
    try {
      const user = await trigger({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        remember: data.get('remember') === 'on',
      });
      store.setUser(user);
      await navigate(takeIntendedPath(store), { replace: true });
    } catch (error) {
      setErrors(submitErrors(error));
    }
  }

  return (
    <AuthCard title="Sign in to your account">
      <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={onSubmit}>
        {errors.message && <AlertMessage size="sm">{errors.message}</AlertMessage>}
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          isRequired
          autoFocus
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          isRequired
        />
        <div className={styles.row}>
          <Checkbox name="remember" value="on" className={styles.checkbox}>
            <span aria-hidden="true" className={styles.checkboxBox} />
            Remember me
          </Checkbox>
          <Link href={pathFor('auth.forgot-password')} className={styles.link}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" isPending={isMutating}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
