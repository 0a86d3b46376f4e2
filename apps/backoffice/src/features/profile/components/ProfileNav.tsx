import { pathFor } from '@backoffice/access';
import { Link } from 'react-aria-components';
import { useLocation } from 'react-router-dom';
import * as styles from './Profile.css';

const TABS = [
  { label: 'Overview', path: pathFor('profile') },
  { label: 'Password', path: pathFor('profile-password') },
  { label: 'Employee information', path: pathFor('profile-employee-info') },
] as const;

/** The profile's three pages, as a row of links marking the current one. */
export function ProfileNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Profile" className={styles.nav}>
      {TABS.map((tab) => (
        <Link
          key={tab.path}
          href={tab.path}
          className={styles.navLink}
          aria-current={pathname === tab.path ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
