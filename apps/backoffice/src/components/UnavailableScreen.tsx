import { pathFor } from '@backoffice/access';
import { useRouteHandle } from '@backoffice/app-kit';
import { Link } from '@backoffice/ui/Link';
import * as styles from './UnavailableScreen.css';

/**
 * The one screen every route without its own screen yet renders: it names the area and the
 * page, says the screen is not available yet, and leads back to the dashboard.
 */
export function UnavailableScreen() {
  const handle = useRouteHandle();
  const title = handle?.title ?? 'This page';
  return (
    <section className={styles.box} aria-labelledby="unavailable-title">
      <p className={styles.area}>{handle?.area ?? 'Back office'}</p>
      <h2 id="unavailable-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>This screen is not available yet.</p>
      <Link href={pathFor('dashboard')} variant="standalone">
        Back to the dashboard
      </Link>
    </section>
  );
}
