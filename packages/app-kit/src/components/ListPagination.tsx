import type { Page } from '@backoffice/contract';
import { FieldPlaceholder } from '@backoffice/ui/FieldPlaceholder';
import { Pagination } from '@backoffice/ui/Pagination';
import type { SelectOption } from '@backoffice/ui/Select';
import { InTurn } from '../loading/DrawInTurns';
import { LIST_FIELDS } from '../loading/listFields';
import { PER_PAGE_CHOICES, type PerPage } from '../resources/lib/listState';
import * as styles from './ListPagination.css';

export interface ListPaginationProps {
  /** The page of the list on show. */
  page: Page<unknown>;
  onPageChange: (page: number) => void;
  /** The page size chosen in the address; absent for the list's default. */
  perPage?: PerPage | undefined;
  /** Offers the choice of page size (15 to 1,000 rows, or all of them in a scrolling table). */
  onPerPageChange?: ((perPage: PerPage) => void) | undefined;
  /** In the scrolling table (`all`): how many of the matching rows are loaded so far. */
  loaded?: number | undefined;
}

const count = new Intl.NumberFormat('en-US');
const ALL_LABEL = 'All (scrolling)';
const PER_PAGE_LABEL = 'Rows per page';

function perPageOptions(current: number): SelectOption[] {
  const sizes = (PER_PAGE_CHOICES as readonly number[]).includes(current)
    ? PER_PAGE_CHOICES
    : [...PER_PAGE_CHOICES, current].sort((a, b) => a - b);
  return [
    ...sizes.map((size) => ({ name: count.format(size), value: size })),
    { name: ALL_LABEL, value: 'all' },
  ];
}

/**
 * The pages below a list screen's table, from the page the server sent, and the choice of how
 * many rows a page holds. With every row in a scrolling table (`all`) the pages give way to how
 * many rows are loaded: "Loaded 2,000 of 4,500".
 */
export function ListPagination({
  page,
  onPageChange,
  perPage,
  onPerPageChange,
  loaded,
}: ListPaginationProps) {
  const chosen = perPage ?? page.perPage;
  const all = chosen === 'all';
  // A short list keeps its plain footer: nothing to page through and nothing to choose.
  const offerSizes = onPerPageChange && (perPage !== undefined || page.total > PER_PAGE_CHOICES[0]);
  const pages = (
    <Pagination
      currentPage={page.currentPage}
      totalPages={page.totalPages}
      totalItems={page.total}
      perPage={page.perPage}
      onPageChange={onPageChange}
    />
  );
  if (!offerSizes && !all) return pages;
  return (
    <div className={styles.bar}>
      <div className={styles.pages}>
        {all ? (
          <p className={styles.loaded} aria-live="polite">
            Loaded {count.format(loaded ?? page.items.length)} of {count.format(page.total)}
          </p>
        ) : (
          pages
        )}
      </div>
      {offerSizes && (
        // Drawn in its turn after the rows: a select costs a slow phone more than a page of rows.
        <InTurn
          placeholder={<FieldPlaceholder label={PER_PAGE_LABEL} className={styles.perPage} />}
          files={LIST_FIELDS}
        >
          {({ Select }) => (
            <Select
              className={styles.perPage}
              label={PER_PAGE_LABEL}
              options={perPageOptions(page.perPage)}
              value={chosen}
              onChange={(value) => {
                const next: PerPage = value === 'all' ? 'all' : Number(value);
                if (next !== chosen) onPerPageChange(next);
              }}
            />
          )}
        </InTurn>
      )}
    </div>
  );
}
