import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { reloadOnce } from '../lib/reloadOnce';
import * as styles from './NavigationError.css';

/**
 * Spec section 8: a navigation error is logged and the page reloads. When the reload has just
 * been tried, the error stays on screen with a button to try again instead of looping.
 */
export function NavigationError() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(true);
  useEffect(() => {
    console.error('Navigation failed', error);
    setReloading(reloadOnce());
  }, [error]);
  if (reloading) return null;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>This page could not be opened</h1>
      <p>Check your connection, then try again.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
