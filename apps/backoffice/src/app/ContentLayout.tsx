import type { ReactNode } from 'react';
import * as styles from './ContentLayout.css';

/** Content only: no side navigation, no top bar (sign-in, home, 403, 404). */
export function ContentLayout({ children }: { children?: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
