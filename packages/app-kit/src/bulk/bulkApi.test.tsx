import { createApiClient } from '@backoffice/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/server';
import { BULK_POLL_MS, startBulkJob, useBulkJob } from './bulkApi';
import { BulkFrame } from './testing/BulkFrame';
import { bulkHandlers } from './testing/bulkHandlers';
import { saleRows, salesClerk, sampleSales } from './testing/sampleSales';

const wrapper = ({ children }: { children: ReactNode }) => (
  <BulkFrame user={salesClerk}>{children}</BulkFrame>
);

describe('startBulkJob', () => {
  it('sends the operation, the ticked ids and the input as a form', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/api/sales/bulk', async ({ request }) => {
        bodies.push(decodeURIComponent(await request.text()));
        return HttpResponse.json({ data: { id: 'job-1' } }, { status: 202 });
      }),
    );
    const job = await startBulkJob(
      createApiClient(),
      sampleSales,
      'void',
      { ids: [4, 9] },
      {
        reason: 'Till error',
      },
    );
    expect(job.id).toBe('job-1');
    expect(bodies).toEqual(['operation=void&ids[0]=4&ids[1]=9&input[reason]=Till+error']);
  });

  it('sends "all matching" as the list query, never as ids, and no empty input', async () => {
    const bodies: URLSearchParams[] = [];
    server.use(
      http.post('*/api/sales/bulk', async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({ data: { id: 'job-2' } }, { status: 202 });
      }),
    );
    await startBulkJob(
      createApiClient(),
      sampleSales,
      'delete',
      {
        query: 'search=farm&filter[status]=completed',
      },
      {},
    );
    expect([...bodies[0]!]).toEqual([
      ['operation', 'delete'],
      ['query', 'search=farm&filter[status]=completed'],
    ]);
  });
});

describe('useBulkJob', () => {
  it('asks for the progress every half second until the job has finished, then stops', async () => {
    const rows = saleRows(30, 2);
    const handlers = bulkHandlers(sampleSales, rows, { steps: 3 });
    let polls = 0;
    server.use(
      http.get('*/api/bulk-jobs/:id', () => {
        polls += 1;
      }),
      ...handlers,
    );
    const started = await startBulkJob(
      createApiClient(),
      sampleSales,
      'void',
      { query: 'filter[status]=completed' },
      { reason: 'Till error' },
    );
    expect(started).toMatchObject({ status: 'running', total: 28, done: 0 });

    const { result } = renderHook(() => useBulkJob(started.id, started), { wrapper });
    expect(result.current.data?.done).toBe(0);
    await waitFor(() => expect(result.current.data?.status).toBe('finished'), {
      timeout: BULK_POLL_MS * 8,
    });
    expect(result.current.data).toMatchObject({ total: 28, done: 28, succeeded: 28, failed: 0 });
    const finishedAfter = polls;
    expect(finishedAfter).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, BULK_POLL_MS * 3));
    expect(polls).toBe(finishedAfter);
    expect(rows.filter((row) => row.status === 'voided')).toHaveLength(30);
  });

  it('counts the records the action refused, by the reason a single request would give', async () => {
    server.use(...bulkHandlers(sampleSales, saleRows(30, 2), { steps: 1 }));
    const started = await startBulkJob(
      createApiClient(),
      sampleSales,
      'void',
      { ids: Array.from({ length: 30 }, (_, index) => index + 1) },
      { reason: 'Till error' },
    );
    const { result } = renderHook(() => useBulkJob(started.id, started), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('finished'));
    expect(result.current.data).toMatchObject({
      succeeded: 28,
      failed: 2,
      reasons: [{ message: 'Only completed sales can be voided.', count: 2, ids: [1, 2] }],
    });
  });

  it('fetches nothing without a job', async () => {
    const { result } = renderHook(() => useBulkJob(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, BULK_POLL_MS * 2));
    expect(result.current.data).toBeUndefined();
  });
});
