import { defineReport } from '@backoffice/contract';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { createApiClient } from '../http/createApiClient';
import { downloadReport, useReport } from './dateRangeReports';

const eggs = defineReport({
  name: 'egg-report',
  title: 'Egg Report',
  description: 'eggs per day',
  brands: [2],
  permission: 'generate_reports',
  schema: () => z.object({ eggs: z.number() }),
  tables: () => [],
});
const period = { fromDate: '2026-01-01', thruDate: '2026-01-31' };

describe('date-range reports', () => {
  it('wait for both dates, then ask for the period and check the answer', async () => {
    const { lines } = recordRequests();
    server.use(http.get('/api/egg-report', () => HttpResponse.json({ eggs: 420 })));
    const { result, rerender } = renderWithClient(
      (dates: [string | null, string | null]) => useReport(eggs, ...dates),
      { initialProps: [period.fromDate, null] },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines()).toEqual([]);
    rerender([period.fromDate, period.thruDate]);
    await waitFor(() => expect(result.current.data).toEqual({ eggs: 420 }));
    expect(lines()).toEqual(['GET /api/egg-report?fromDate=2026-01-01&thruDate=2026-01-31']);
  });

  it('refuse an answer of another shape', async () => {
    server.use(http.get('/api/egg-report', () => HttpResponse.json({ eggs: 'many' })));
    const { result } = renderWithClient(() => useReport(eggs, period.fromDate, period.thruDate));
    await waitFor(() => expect(result.current.error).toBeDefined());
  });

  it('save the PDF and the CSV named with the two dates', async () => {
    const { lines } = recordRequests();
    server.use(
      http.get('/api/egg-report/print', () => new HttpResponse('%PDF-1.4', { status: 200 })),
      http.get('/api/egg-report', () => new HttpResponse('Day,Eggs\r\n', { status: 200 })),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const client = createApiClient();
    await downloadReport(client, eggs, period, 'pdf');
    await downloadReport(client, eggs, period, 'csv');
    click.mockRestore();
    expect(names).toEqual([
      'egg-report_2026-01-01_2026-01-31.pdf',
      'egg-report_2026-01-01_2026-01-31.csv',
    ]);
    expect(lines()).toEqual([
      'GET /api/egg-report/print?fromDate=2026-01-01&thruDate=2026-01-31',
      'GET /api/egg-report?fromDate=2026-01-01&thruDate=2026-01-31&format=csv',
    ]);
  });
});
