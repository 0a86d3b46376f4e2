import type { Page } from '@backoffice/contract';
import { Pagination } from '@backoffice/ui/Pagination';

export interface ListPaginationProps {
  /** The page of the list on show. */
  page: Page<unknown>;
  onPageChange: (page: number) => void;
}

/** The pages below a list screen's table, from the page the server sent. */
export function ListPagination({ page, onPageChange }: ListPaginationProps) {
  return (
    <Pagination
      currentPage={page.currentPage}
      totalPages={page.totalPages}
      totalItems={page.total}
      perPage={page.perPage}
      onPageChange={onPageChange}
    />
  );
}
