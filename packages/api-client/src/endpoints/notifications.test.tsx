import type { Notification } from '@backoffice/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paginator } from '../../test/fixtures';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import {
  useClearNotifications,
  useDeleteNotification,
  useNotifications,
  useRevalidateNotifications,
} from './notifications';

function alert(id: number): Notification {
  return {
    id,
    title: `Order ${id} ready`,
    link: `/jfd-orders/${id}`,
    created_at: '2025-03-01T09:00:00Z',
  };
}

let rows: Notification[] = [];

beforeEach(() => {
  rows = [alert(3), alert(2), alert(1)];
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json(paginator(rows, page, rows.length, '/api/notifications'));
    }),
    http.delete('/api/notifications/:id', ({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/notifications', () => {
      rows = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('notifications', () => {
  it('lists a page with its query', async () => {
    const { lines } = recordRequests();
    const { result } = renderWithClient(() => useNotifications({ page: 1, per_page: 20 }));
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    expect(result.current.data?.items[0]).toEqual(alert(3));
    expect(lines()).toEqual(['GET /api/notifications?page=1&per_page=20']);
  });

  it('refetches the list after removing one', async () => {
    const { result } = renderWithClient(() => ({
      list: useNotifications().data,
      remove: useDeleteNotification(),
    }));
    await waitFor(() => expect(result.current.list?.total).toBe(3));

    await act(() => result.current.remove.trigger(2));

    await waitFor(() => expect(result.current.list?.items.map((row) => row.id)).toEqual([3, 1]));
  });

  it('refetches the list after clearing all', async () => {
    const { result } = renderWithClient(() => ({
      list: useNotifications().data,
      clear: useClearNotifications(),
    }));
    await waitFor(() => expect(result.current.list?.total).toBe(3));

    await act(() => result.current.clear.trigger());

    await waitFor(() => expect(result.current.list?.total).toBe(0));
  });

  it('refetches on demand, as when a realtime alert arrives', async () => {
    const { result } = renderWithClient(() => ({
      list: useNotifications().data,
      revalidate: useRevalidateNotifications(),
    }));
    await waitFor(() => expect(result.current.list?.total).toBe(3));

    rows = [alert(4), ...rows];
    await act(() => result.current.revalidate());

    expect(result.current.list?.total).toBe(4);
  });
});
