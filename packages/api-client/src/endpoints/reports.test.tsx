import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../test/recordRequests';
import { renderWithClient } from '../../test/renderWithClient';
import { server } from '../../test/server';
import { createApiClient } from '../http/createApiClient';
import { downloadPnlReportPdf, type PnlReport, pnlReportFileName, usePnlReport } from './reports';

const report: PnlReport = {
  revenue: [{ name: 'Egg sales', value: 1_250_000 }],
  cogs: [{ name: 'Feed', value: 400_000 }],
  variable: [{ name: 'Fuel', value: 50_000 }],
  fixed: [{ name: 'Rent', value: 900_000 }],
  totals: { revenue: 1_250_000, cogs: 400_000, gross: 850_000, expense: 950_000, net: -100_000 },
};

const period = { fromDate: '2025-01-01', thruDate: '2025-03-07' };

describe('PNL report', () => {
  it('waits for both dates, then asks for the period', async () => {
    const { lines } = recordRequests();
    server.use(http.get('/api/jf-pnl-report', () => HttpResponse.json(report)));

    const { result, rerender } = renderWithClient(
      (dates: [string | null, string | null]) => usePnlReport(...dates),
      { initialProps: ['2025-01-01', null] },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines()).toEqual([]);

    rerender(['2025-01-01', '2025-03-07']);

    await waitFor(() => expect(result.current.data).toEqual(report));
    expect(lines()).toEqual(['GET /api/jf-pnl-report?fromDate=2025-01-01&thruDate=2025-03-07']);
  });

  it('names the PDF with the two dates', () => {
    expect(pnlReportFileName(period)).toBe('pnl-report_2025-01-01_2025-03-07.pdf');
  });

  it('downloads the PDF under that name and releases its URL after 200 ms', async () => {
    const { lines } = recordRequests();
    server.use(
      http.get('/api/jf-pnl-report/print', () => {
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:pnl';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    await downloadPnlReportPdf(createApiClient(), period);

    expect(lines()).toEqual([
      'GET /api/jf-pnl-report/print?fromDate=2025-01-01&thruDate=2025-03-07',
    ]);
    expect(await saved?.text()).toBe('%PDF-1.7');
    expect(downloads).toEqual(['pnl-report_2025-01-01_2025-03-07.pdf']);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:pnl'));
  });
});
