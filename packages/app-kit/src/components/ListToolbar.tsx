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
  /** Links beside the 'New …' button (the list's report). */
  links?: ReactNode;
}

/**
 * The bar above a list screen's table: its search or filters, any links of the list (its
 * report), and a 'New …' button, which the list's `n` key opens (`data-list-new`).
 */
export function ListToolbar({ children, newHref, newLabel, links }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {children}
      {links}
      <AriaLink href={newHref} className={styles.newButton} data-list-new>
        <Icon name="plus" />
        {newLabel}
      </AriaLink>
    </div>
  );
}
