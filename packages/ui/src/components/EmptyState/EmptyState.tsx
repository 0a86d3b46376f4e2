import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A decorative illustration or icon (for example `<Icon name="file" />`). */
  icon?: ReactNode;
  /** What is empty, e.g. 'No notices yet'. */
  title: ReactNode;
  /** Why it is empty and what the user can do about it. */
  description?: ReactNode;
  /** The way forward: usually one Button or Link. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `sm` for inside cards and tables. @default 'md' */
  size?: 'sm' | 'md';
}

/** What a list, table or page shows when it has nothing to show yet, and what to do next. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...props}
      data-size={size}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
