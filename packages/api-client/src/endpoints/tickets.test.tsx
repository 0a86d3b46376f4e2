import type { TicketDetail } from '@backoffice/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paginator } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import {
  useCreateTicket,
  useReplyToTicket,
  useSetTicketStatus,
  useTicket,
  useTickets,
} from './tickets';

const author = { id: 7, name: 'Ada Lovelace' };

function ticket(id: number): TicketDetail {
  return {
    id,
    brand_id: 2,
    subject: `Printer ${id}`,
    priority: 'normal',
    status: 'open',
    author,
    replies_count: 0,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-01T09:00:00Z',
    description: 'It jams.',
    attachments: [],
    replies: [],
  };
}

let tickets: TicketDetail[] = [];

beforeEach(() => {
  tickets = [ticket(1)];
  server.use(
    http.get('/api/tickets', () => {
      return HttpResponse.json(paginator(tickets, 1, tickets.length, '/api/tickets'));
    }),
    http.get('/api/tickets/:id', ({ params }) => {
      return HttpResponse.json({ data: tickets.find((row) => row.id === Number(params.id)) });
    }),
    http.post('/api/tickets', async ({ request }) => {
      const form = await request.formData();
      const created = { ...ticket(tickets.length + 1), subject: String(form.get('subject')) };
      tickets = [created, ...tickets];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.post('/api/tickets/:id/replies', async ({ params, request }) => {
      const form = await request.formData();
      tickets = tickets.map((row) =>
        row.id === Number(params.id)
          ? {
              ...row,
              replies_count: row.replies_count + 1,
              replies: [
                ...row.replies,
                {
                  id: 1,
                  body: String(form.get('body')),
                  author,
                  attachments: [],
                  created_at: '2025-03-02T09:00:00Z',
                },
              ],
            }
          : row,
      );
      return HttpResponse.json({}, { status: 201 });
    }),
    http.put('/api/tickets/:id/status', async ({ params, request }) => {
      const status = (await request.formData()).get('status') as TicketDetail['status'];
      tickets = tickets.map((row) => (row.id === Number(params.id) ? { ...row, status } : row));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('tickets', () => {
  it('lists tickets as a page with the filters in the query', async () => {
    const { lines } = recordRequests();
    const { result } = renderWithClient(() => useTickets({ page: 1, status: 'open' }));
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(result.current.data).toMatchObject({ currentPage: 1, totalPages: 1, perPage: 10 });
    expect(lines()).toEqual(['GET /api/tickets?page=1&status=open']);
  });

  it('opens a ticket with attachments as multipart and refetches the list', async () => {
    const { requests } = recordRequests();
    const { result } = renderWithClient(() => ({
      list: useTickets().data,
      create: useCreateTicket(),
    }));
    await waitFor(() => expect(result.current.list?.total).toBe(1));

    await act(() =>
      result.current.create.trigger({
        input: {
          subject: 'Scanner',
          description: 'No power.',
          priority: 'high',
          attachments: [
            new File(['a'], 'photo.jpg', { type: 'image/jpeg' }),
            new File(['b'], 'log.txt', { type: 'text/plain' }),
          ],
        },
        idempotencyKey: 'ticket-key-1',
      }),
    );

    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.headers.get('Idempotency-Key')).toBe('ticket-key-1');
    const form = await post.formData();
    expect((form.get('attachments[0]') as File).name).toBe('photo.jpg');
    expect((form.get('attachments[1]') as File).name).toBe('log.txt');
    expect(form.get('priority')).toBe('high');
    await waitFor(() => expect(result.current.list?.items[0]?.subject).toBe('Scanner'));
  });

  it('refetches the ticket after a reply and after a status change', async () => {
    const { result } = renderWithClient(() => ({
      detail: useTicket(1).data,
      reply: useReplyToTicket(1),
      setStatus: useSetTicketStatus(1),
    }));
    await waitFor(() => expect(result.current.detail?.id).toBe(1));

    await act(() => result.current.reply.trigger({ body: 'Tried turning it off and on.' }));
    await waitFor(() =>
      expect(result.current.detail?.replies.map((reply) => reply.body)).toEqual([
        'Tried turning it off and on.',
      ]),
    );

    await act(() => result.current.setStatus.trigger('resolved'));
    await waitFor(() => expect(result.current.detail?.status).toBe('resolved'));
  });
});
