import type { HTMLAttributes } from 'react';
import { NoticeCard } from '../NoticeCard';
import { Spinner } from '../Spinner';
import * as styles from './NoticeList.css';

export interface NoticeListItem {
  id: string | number;
  title: string;
  /** HTML details, sanitised again by each card. */
  details: string;
  level: string;
}

export interface NoticeListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The active brand's notices, in the order to show. */
  notices: NoticeListItem[];
  /** The product's name, shown large in place of the list when there are no notices. */
  productName: string;
  /** Whether the notices are still loading. @default false */
  isLoading?: boolean;
  /** Accessible name of the list. @default 'Notices' */
  'aria-label'?: string;
}

/**
 * The dashboard's notices: a column of `NoticeCard`s, or the product's name as a large
 * placeholder when the brand has none.
 */
export function NoticeList({
  notices,
  productName,
  isLoading = false,
  className,
  'aria-label': ariaLabel = 'Notices',
  ...props
}: NoticeListProps) {
  const classes = [styles.root, className].filter(Boolean).join(' ');
  if (isLoading) {
    return (
      <section {...props} aria-label={ariaLabel} aria-busy="true" className={classes}>
        <Spinner label="Loading notices" showLabel />
      </section>
    );
  }
  if (notices.length === 0) {
    return (
      <section {...props} aria-label={ariaLabel} className={classes}>
        <p className={styles.placeholder}>{productName}</p>
      </section>
    );
  }
  return (
    <section {...props} aria-label={ariaLabel} className={classes}>
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeCard title={notice.title} details={notice.details} level={notice.level} />
          </li>
        ))}
      </ul>
    </section>
  );
}
