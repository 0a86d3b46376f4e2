import { pathFor } from '@backoffice/access';
import { ApiError } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contract';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Navigate } from 'react-router-dom';
import * as styles from '../resources.css';

/**
 * What a record screen shows until its record is there: the not-found page for an id that
 * names nothing (or another brand's record), the forbidden page on 403, the general message
 * on any other failure, skeleton lines while loading. Null once the record can show.
 */
export function recordLoadState(
  id: number | null,
  answer: { data?: unknown; error?: unknown },
  label: string,
) {
  if (id === null || (answer.error instanceof ApiError && answer.error.status === 404)) {
    return <Navigate to={pathFor('app.not-found')} replace />;
  }
  if (answer.error instanceof ApiError && answer.error.status === 403) {
    return <Navigate to={pathFor('app.forbidden')} replace />;
  }
  if (answer.error && !answer.data) {
    return (
      <p role="alert" className={styles.error}>
        {MESSAGES.general}
      </p>
    );
  }
  if (!answer.data) return <Skeleton lines={6} label={`Loading ${label}`} />;
  return null;
}
