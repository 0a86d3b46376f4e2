import { pathFor } from '@backoffice/access';
import { useAppStore } from '@backoffice/app-kit';
import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './ErrorPage.css';

/**
 * The 403 and 404 pages: a code, the spec's text and 'Go home' to the dashboard. Reaching one
 * resets the form-changed flag (spec section 4).
 */
export function ErrorPage({ code, message }: { code: string; message: string }) {
  const store = useAppStore();
  useEffect(() => store.setFormChanged(false), [store]);
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.message}>{message}</h1>
      <Link href={pathFor('dashboard')} className={styles.home}>
        Go home
      </Link>
    </div>
  );
}
