import type { ReactNode } from 'react';
import { Label as AriaLabel } from 'react-aria-components';
import * as styles from './field.css';

export interface LabelProps {
  children: ReactNode;
  /** Adds the required marker. The input itself carries `aria-required`, so the marker is hidden from screen readers. */
  isRequired?: boolean;
}

/** A field's visible label; RAC wires it to its control through context. */
export function Label({ children, isRequired }: LabelProps) {
  return (
    <AriaLabel className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}
