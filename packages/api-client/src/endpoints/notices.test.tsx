import type { Notice } from '@backoffice/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { notice, paginator } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import {
  useCreateNotice,
  useDashboardNotices,
  useDeleteNotice,
  useNotice,
  useNotices,
  useUpdateNotice,
} from './notices';

/** A small notices server: newest first, 10 per page, search over titles. */
function noticesServer(initial: Notice[]) {
  let rows = [...initial];
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  server.use(
    http.get('/api/notices', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const search = url.searchParams.get('search') ?? '';
      const found = rows.filter((row) => row.title.includes(search));
      const slice = found.slice((page - 1) * 10, page * 10);
      return HttpResponse.json(paginator(slice, page, found.length, '/api/notices'));
    }),
    http.get('/api/notices/list', () => HttpResponse.json({ data: rows })),
    http.get('/api/notices/:id', ({ params }) => {
      const row = rows.find((candidate) => candidate.id === Number(params.id));
      return row
        ? HttpResponse.json({ data: row })
        : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.post('/api/notices', async ({ request }) => {
      const form = await request.formData();
      const created = notice(nextId++, String(form.get('title')));
      rows = [created, ...rows];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put('/api/notices/:id', async ({ params, request }) => {
      const form = await request.formData();
      const id = Number(params.id);
      const updated = { ...notice(id), title: String(form.get('title')) };
      rows = rows.map((row) => (row.id === id ? updated : row));
      return HttpResponse.json({ data: updated });
    }),
    http.delete('/api/notices/:id', ({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const input = { title: 'Fire drill', details: '<p>At noon</p>', level: 'Urgent' } as const;

describe('notices', () => {
  beforeEach(() => {
    noticesServer(Array.from({ length: 12 }, (_, index) => notice(12 - index)));
  });

  it('maps the paginator of a page to the page view', async () => {
    const { lines } = recordRequests();

    const { result } = renderWithClient(() => useNotices(2));

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({
      currentPage: 2,
      totalPages: 2,
      total: 12,
      perPage: 10,
    });
    expect(result.current.data?.items.map((row) => row.id)).toEqual([2, 1]);
    expect(lines()).toEqual(['GET /api/notices?page=2']);
  });

  it('sends the search text, trimmed, and leaves an empty one out', async () => {
    const { lines } = recordRequests();

    const { result, rerender } = renderWithClient((search: string) => useNotices(1, search), {
      initialProps: ' Notice 1 ',
    });
    await waitFor(() => expect(result.current.data?.total).toBe(4));
    rerender('');
    await waitFor(() => expect(result.current.data?.total).toBe(12));

    expect(lines()).toEqual(['GET /api/notices?page=1&search=Notice+1', 'GET /api/notices?page=1']);
  });

  it('fetches no notice while the id is null', async () => {
    const { lines } = recordRequests();
    const { result } = renderWithClient(() => useNotice(null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(lines()).toEqual([]);
  });

  it('refetches the paged and dashboard lists after creating a notice', async () => {
    const { requests } = recordRequests();
    const { result } = renderWithClient(() => ({
      page: useNotices(1).data,
      dashboard: useDashboardNotices().data,
      create: useCreateNotice(),
    }));
    await waitFor(() => expect(result.current.dashboard).toHaveLength(12));

    await act(() => result.current.create.trigger({ input, idempotencyKey: 'notice-key-1' }));

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toBe('notice-key-1');
    await waitFor(() => expect(result.current.dashboard).toHaveLength(13));
    expect(result.current.dashboard?.[0]?.title).toBe('Fire drill');
    await waitFor(() => expect(result.current.page?.total).toBe(13));
    expect(result.current.page?.items[0]?.title).toBe('Fire drill');
  });

  it('caches the saved notice and refetches the lists after an update', async () => {
    const { lines } = recordRequests();
    const { result } = renderWithClient(() => ({
      detail: useNotice(3).data,
      dashboard: useDashboardNotices().data,
      update: useUpdateNotice(3),
    }));
    await waitFor(() => expect(result.current.detail?.title).toBe('Notice 3'));
    await waitFor(() => expect(result.current.dashboard).toBeDefined());

    await act(() => result.current.update.trigger({ ...input, title: 'Renamed' }));

    expect(result.current.detail?.title).toBe('Renamed');
    await waitFor(() =>
      expect(result.current.dashboard?.find((row) => row.id === 3)?.title).toBe('Renamed'),
    );
    expect(lines().filter((line) => line === 'GET /api/notices/3')).toHaveLength(1);
  });

  it('forgets a deleted notice and refetches the lists', async () => {
    const { lines } = recordRequests();
    const { result } = renderWithClient(() => ({
      dashboard: useDashboardNotices().data,
      remove: useDeleteNotice(),
    }));
    await waitFor(() => expect(result.current.dashboard).toHaveLength(12));

    await act(() => result.current.remove.trigger(5));

    await waitFor(() => expect(result.current.dashboard).toHaveLength(11));
    expect(lines()).toContain('DELETE /api/notices/5');
    expect(lines()).not.toContain('GET /api/notices/5');
  });
});
