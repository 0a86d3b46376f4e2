import type { ReactNode } from 'react';
import * as styles from './AlertMessage.css';

export interface AlertMessageProps {
  children: ReactNode;
  /** 'sm' for the smaller text of the sign-in cards. */
  size?: 'md' | 'sm';
}

/** A message that something went wrong, announced at once (`role="alert"`). */
export function AlertMessage({ children, size = 'md' }: AlertMessageProps) {
  return (
    <p role="alert" className={styles.alertMessage[size]}>
      {children}
    </p>
  );
}
