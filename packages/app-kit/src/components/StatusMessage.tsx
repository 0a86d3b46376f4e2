import type { ReactNode } from 'react';
import * as styles from './StatusMessage.css';

export interface StatusMessageProps {
  children: ReactNode;
  /** 'sm' for the smaller text of the sign-in cards. */
  size?: 'md' | 'sm';
}

/** A message that something went well, read out politely (`role="status"`). */
export function StatusMessage({ children, size = 'md' }: StatusMessageProps) {
  return (
    <p role="status" className={styles.statusMessage[size]}>
      {children}
    </p>
  );
}
