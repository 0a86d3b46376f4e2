import type { ReactNode } from 'react';
import { DEFAULT_LOGO, PRODUCT_NAME } from '../../../config/brands';
import * as styles from './AuthCard.css';

/** The centred card of the signed-out screens: logo, heading, optional intro, then the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <img src={DEFAULT_LOGO} alt={PRODUCT_NAME} className={styles.logo} width={56} height={56} />
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}
