import { pathFor } from '@backoffice/access';
import { useNotices } from '@backoffice/api-client';
import { AlertMessage, ListPagination, ListToolbar } from '@backoffice/app-kit/components';
import { MESSAGES, type Notice } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { TextField } from '@backoffice/ui/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as styles from './NoticeScreens.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const COLUMNS: DataTableColumn<Notice>[] = [
  {
    id: 'title',
    title: 'Title',
    isRowHeader: true,
    render: (notice) => (
      <Link href={pathFor('edit-notice', { id: notice.id })} aria-label={`Edit ${notice.title}`}>
        {notice.title}
      </Link>
    ),
  },
  {
    id: 'level',
    title: 'Level',
    render: (notice) => (
      <Badge tone={notice.level === 'Normal' ? 'info' : 'critical'}>{notice.level}</Badge>
    ),
  },
  {
    id: 'published',
    title: 'Dashboard',
    render: (notice) => (notice.published ? 'Shown' : 'Hidden'),
  },
  {
    id: 'updated_at',
    title: 'Updated',
    render: (notice) => dateFormat.format(new Date(notice.updated_at)),
  },
];

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * `/notices`: the active brand's notices, 10 per page, with a search over title and details.
 * Page and search live in the address, so a reload or a shared link shows the same list.
 */
export function NoticeListScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const notices = useNotices(page, search);

  const applySearch = useCallback(() => {
    if (text.trim() !== search)
      setParams(text.trim() ? { search: text.trim() } : {}, { replace: true });
  }, [text, search, setParams]);

  useEffect(() => {
    const timer = setTimeout(applySearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applySearch]);

  const data = notices.data;
  return (
    <section className={styles.page} aria-label="Notices">
      <ListToolbar newHref={pathFor('new-notice')} newLabel="New Notice">
        <TextField
          className={styles.search}
          type="search"
          label="Search notices"
          value={text}
          onChange={setText}
          // Leaving the field applies the search at once, so a pending update cannot land after
          // (and cancel) a navigation the same click starts.
          onBlur={applySearch}
        />
      </ListToolbar>
      {notices.error && !data ? (
        <AlertMessage>{MESSAGES.general}</AlertMessage>
      ) : (
        <DataTable
          aria-label="Notices"
          columns={COLUMNS}
          rows={data?.items ?? []}
          isLoading={!data}
          emptyState={search ? `No notices match "${search}".` : 'No notices yet.'}
          footer={
            data && (
              <ListPagination
                page={data}
                onPageChange={(next) =>
                  setParams(search ? { search, page: String(next) } : { page: String(next) })
                }
              />
            )
          }
        />
      )}
    </section>
  );
}
