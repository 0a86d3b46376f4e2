/**
 * Support tickets: `GET|POST /api/tickets`, `GET /api/tickets/{id}`,
 * `POST /api/tickets/{id}/replies` and `PUT /api/tickets/{id}/status`. Attachments make the
 * body multipart.
 */
import {
  type CreateTicketRequest,
  type Page,
  type Ticket,
  type TicketDetail,
  type TicketListQuery,
  type TicketPage,
  type TicketReplyRequest,
  type TicketResponse,
  type TicketStatus,
  toPage,
} from '@backoffice/contract';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../http/createApiClient';
import { type IdempotentCreate, idempotencyHeaders } from '../http/idempotentCreate';
import { useApiClient } from '../react/useApiClient';
import { inGroup } from '../swr/inGroup';

/** The list's query; every parameter may be left out (the page defaults to 1). */
export type TicketListParams = Partial<TicketListQuery>;

export const TICKETS = 'tickets';

export const ticketKeys = {
  list: (query: TicketListParams = {}) => [TICKETS, 'list', query] as const,
  detail: (id: number) => [TICKETS, 'detail', id] as const,
};

const isTicketList = (key: unknown) => inGroup(TICKETS)(key) && (key as unknown[])[1] === 'list';

/** A new ticket's fields with its files (at most five, 2 MB each). */
export type NewTicket = CreateTicketRequest & { attachments?: readonly Blob[] };

/** A reply's text with its files. */
export type NewTicketReply = TicketReplyRequest & { attachments?: readonly Blob[] };

export async function fetchTickets(
  client: ApiClient,
  query: TicketListParams = {},
): Promise<Page<Ticket>> {
  return toPage(await client.get<TicketPage>('/api/tickets', { query }));
}

export async function fetchTicket(client: ApiClient, id: number): Promise<TicketDetail> {
  return (await client.get<TicketResponse>(`/api/tickets/${id}`)).data;
}

/** Opens a ticket; with `idempotencyKey`, a repeat of the key answers the first ticket. */
export async function createTicket(
  client: ApiClient,
  input: NewTicket,
  idempotencyKey?: string,
): Promise<TicketDetail> {
  const options = idempotencyHeaders(idempotencyKey);
  return (await client.post<TicketResponse>('/api/tickets', input, options)).data;
}

export async function replyToTicket(
  client: ApiClient,
  id: number,
  input: NewTicketReply,
): Promise<void> {
  await client.post<unknown>(`/api/tickets/${id}/replies`, input);
}

export async function setTicketStatus(
  client: ApiClient,
  id: number,
  status: TicketStatus,
): Promise<void> {
  await client.put<unknown>(`/api/tickets/${id}/status`, { status });
}

export function useTickets(query: TicketListParams = {}): SWRResponse<Page<Ticket>, Error> {
  const client = useApiClient();
  return useSWR(ticketKeys.list(query), () => fetchTickets(client, query), {
    keepPreviousData: true,
  });
}

/** One ticket with its replies; nothing is fetched while `id` is null. */
export function useTicket(id: number | null): SWRResponse<TicketDetail, Error> {
  const client = useApiClient();
  return useSWR(id === null ? null : ticketKeys.detail(id), () => fetchTicket(client, id!));
}

/**
 * `trigger({ input, idempotencyKey })` opens a ticket (a repeated key answers the first one),
 * then refetches the lists.
 */
export function useCreateTicket() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'tickets/create',
    async (_key: string, { arg }: { arg: IdempotentCreate<NewTicket> }) => {
      const ticket = await createTicket(client, arg.input, arg.idempotencyKey);
      void mutate(isTicketList);
      return ticket;
    },
  );
}

/** `trigger(input)` replies on ticket `id`, then refetches it and the lists. */
export function useReplyToTicket(id: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['tickets/reply', id],
    async (_key: unknown, { arg }: { arg: NewTicketReply }) => {
      await replyToTicket(client, id, arg);
      void mutate(inGroup(TICKETS));
    },
  );
}

/** `trigger(status)` moves ticket `id` to a new status, then refetches it and the lists. */
export function useSetTicketStatus(id: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['tickets/status', id],
    async (_key: unknown, { arg }: { arg: TicketStatus }) => {
      await setTicketStatus(client, id, arg);
      void mutate(inGroup(TICKETS));
    },
  );
}
