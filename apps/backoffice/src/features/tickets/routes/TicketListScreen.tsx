import { pathFor } from '@backoffice/access';
import { useTickets } from '@backoffice/api-client';
import { AlertMessage, ListPagination, ListToolbar } from '@backoffice/app-kit/components';
import { MESSAGES, TICKET_STATUSES, type Ticket, type TicketStatus } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { useSearchParams } from 'react-router-dom';
import * as styles from '../components/Tickets.css';
import {
  dateTimeFormat,
  PRIORITY_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from '../components/ticketLabels';

const COLUMNS: DataTableColumn<Ticket>[] = [
  {
    id: 'subject',
    title: 'Subject',
    isRowHeader: true,
    render: (ticket) => (
      <Link href={pathFor('view-ticket', { id: ticket.id })}>{ticket.subject}</Link>
    ),
  },
  {
    id: 'status',
    title: 'Status',
    render: (ticket) => (
      <Badge tone={STATUS_TONES[ticket.status]}>{STATUS_LABELS[ticket.status]}</Badge>
    ),
  },
  { id: 'priority', title: 'Priority', render: (ticket) => PRIORITY_LABELS[ticket.priority] },
  { id: 'author', title: 'Opened by', render: (ticket) => ticket.author.name },
  { id: 'replies', title: 'Replies', align: 'end', render: (ticket) => ticket.replies_count },
  {
    id: 'updated',
    title: 'Last activity',
    render: (ticket) => dateTimeFormat.format(new Date(ticket.updated_at)),
  },
];

const STATUS_OPTIONS = [
  { name: 'All statuses', value: 'all' },
  ...TICKET_STATUSES.map((status) => ({ name: STATUS_LABELS[status], value: status })),
];

/** `/tickets`: support tickets, newest activity first, filterable by status. */
export function TicketListScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = TICKET_STATUSES.includes(statusParam as TicketStatus)
    ? (statusParam as TicketStatus)
    : null;
  const tickets = useTickets(status ? { page, status } : { page });
  const data = tickets.data;

  return (
    <section className={styles.page} aria-label="Support tickets">
      <ListToolbar newHref={pathFor('new-ticket')} newLabel="New Ticket">
        <div className={styles.filters}>
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={status ?? 'all'}
            onChange={(value) =>
              setParams(value && value !== 'all' ? { status: String(value) } : {})
            }
          />
        </div>
      </ListToolbar>
      {tickets.error && !data ? (
        <AlertMessage>{MESSAGES.general}</AlertMessage>
      ) : (
        <DataTable
          aria-label="Tickets"
          columns={COLUMNS}
          rows={data?.items ?? []}
          isLoading={!data}
          emptyState="No tickets yet. Open one when something needs the support team."
          footer={
            data && (
              <ListPagination
                page={data}
                onPageChange={(next) =>
                  setParams(status ? { status, page: String(next) } : { page: String(next) })
                }
              />
            )
          }
        />
      )}
    </section>
  );
}
