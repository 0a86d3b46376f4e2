import { Icon } from '@backoffice/ui/Icon';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './ListToolbar.css';

export interface ListToolbarProps {
  /** The list's search or filters, on the left. */
  children: ReactNode;
  /** Where the 'New …' button leads, and its text. */
  newHref: string;
  newLabel: string;
}

/** The bar above a list screen's table: its search or filters and a 'New …' button. */
export function ListToolbar({ children, newHref, newLabel }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {children}
      <AriaLink href={newHref} className={styles.newButton}>
        <Icon name="plus" />
        {newLabel}
      </AriaLink>
    </div>
  );
}
