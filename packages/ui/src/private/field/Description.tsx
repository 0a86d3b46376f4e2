import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import * as styles from './field.css';

/** Help text under a field, linked to the control through `aria-describedby`. */
export function Description({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
