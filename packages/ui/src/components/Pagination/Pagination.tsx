import type { HTMLAttributes } from 'react';
import { Button } from '../Button';
import * as styles from './Pagination.css';
import { itemRange, pageWindow } from './pageWindow';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** How many numbered page buttons to show at once. @default 3 */
  maxVisibleButtons?: number;
  /** Number of pages (the paginator's `totalPages`, Laravel's `last_page`). */
  totalPages: number;
  /** The page shown now, counted from 1. */
  currentPage: number;
  /** Number of items over all pages (the paginator's `total`). */
  totalItems: number;
  /** Page size (the paginator's `perPage`). */
  perPage: number;
  /** Called with the page the user asks for; never called with the current page. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  'aria-label'?: string;
}

/**
 * Page navigation for lists: first, previous, a window of numbered pages, next and last, with
 * the 'Showing items X-Y of Z' summary. Renders nothing while everything fits on one page.
 */
export function Pagination({
  maxVisibleButtons = 3,
  totalPages,
  currentPage,
  totalItems,
  perPage,
  onPageChange,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  if (totalItems <= perPage) return null;

  const pages = pageWindow(currentPage, totalPages, maxVisibleButtons);
  const { from, to } = itemRange(currentPage, perPage, totalItems);
  const isFirst = currentPage <= 1;
  const isLast = currentPage >= totalPages;
  const go = (page: number) => {
    if (page !== currentPage) onPageChange(page);
  };

  return (
    <nav
      {...props}
      aria-label={ariaLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <p className={styles.summary}>
        Showing items {from}-{to} of {totalItems}
      </p>
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="First page"
            isDisabled={isFirst}
            onPress={() => go(1)}
          >
            <span aria-hidden="true">«</span>
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous page"
            isDisabled={isFirst}
            onPress={() => go(currentPage - 1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
        </li>
        {pages.map((page) => {
          const isCurrent = page === currentPage;
          return (
            <li key={page}>
              <Button
                variant={isCurrent ? 'primary' : 'secondary'}
                size="sm"
                aria-label={`Page ${page}`}
                className={styles.pageButton}
                onPress={() => go(page)}
                render={(domProps) => (
                  <button {...domProps} aria-current={isCurrent ? 'page' : undefined} />
                )}
              >
                {page}
              </Button>
            </li>
          );
        })}
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next page"
            isDisabled={isLast}
            onPress={() => go(currentPage + 1)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Last page"
            isDisabled={isLast}
            onPress={() => go(totalPages)}
          >
            <span aria-hidden="true">»</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
