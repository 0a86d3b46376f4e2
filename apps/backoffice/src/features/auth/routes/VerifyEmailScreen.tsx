import { pathFor } from '@backoffice/access';
import { ApiError, useVerifyEmail } from '@backoffice/api-client';
import { submitErrors } from '@backoffice/app-kit';
import { AlertMessage, StatusMessage } from '@backoffice/app-kit/components';
import { Spinner } from '@backoffice/ui/Spinner';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import * as styles from '../components/AuthCard.css';

/** `/verify-email/:token`: confirms the email address from the emailed link. */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const { data, error } = useVerifyEmail(token || null);

  return (
    <AuthCard title="Email verification">
      {!data && !error && <Spinner label="Verifying your email address" showLabel />}
      {data && <StatusMessage size="sm">{data.status}</StatusMessage>}
      {error && (
        <AlertMessage size="sm">
          {error instanceof ApiError && error.status < 500 && error.status !== 419
            ? error.message
            : submitErrors(error).message}
        </AlertMessage>
      )}
      <Link href={pathFor('auth.login')} className={styles.link}>
        Go to sign in
      </Link>
    </AuthCard>
  );
}
