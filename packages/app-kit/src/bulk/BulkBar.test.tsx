import { buildPaginator } from '@backoffice/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useRecords } from '../resources/api/resourceApi';
import type { ResourceRow } from '../resources/lib/formValues';
import { sampleUser } from '../testing/sampleUser';
import { server } from '../testing/server';
import { BulkBar, type BulkBarProps } from './BulkBar';
import { BulkFrame } from './testing/BulkFrame';
import { bulkHandlers } from './testing/bulkHandlers';
import { saleRows, salesClerk, sampleSales } from './testing/sampleSales';

/** The sales list beside the bar, so a refetch after the job shows. */
function SalesCount() {
  const list = useRecords(sampleSales, '');
  return <p>{list.data ? `${list.data.total} sales listed` : 'Loading'}</p>;
}

function serve(rows: ResourceRow[], seen: { bodies: URLSearchParams[] }) {
  server.use(
    http.post('*/api/sales/bulk', async ({ request }) => {
      seen.bodies.push(new URLSearchParams(await request.clone().text()));
    }),
    ...bulkHandlers(sampleSales, rows),
    http.get('*/api/sales', () =>
      HttpResponse.json(
        buildPaginator(rows.slice(0, 15), {
          page: 1,
          perPage: 15,
          total: rows.length,
          path: '/api/sales',
        }),
      ),
    ),
  );
}

function open(props: Partial<BulkBarProps>, user = salesClerk) {
  const onClear = vi.fn();
  render(
    <BulkFrame user={user}>
      <SalesCount />
      <BulkBar
        resource={sampleSales}
        selected={[1, 2, 3]}
        allOnPage={false}
        pageCount={15}
        total={30}
        query=""
        onClear={onClear}
        {...props}
      />
    </BulkFrame>,
  );
  return onClear;
}

describe('BulkBar', () => {
  it('shows nothing while nothing is ticked', () => {
    serve(saleRows(30), { bodies: [] });
    open({ selected: [] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('voids the ticked sales after asking for a reason, then says what it did until dismissed', async () => {
    const rows = saleRows(30, 2);
    const seen = { bodies: [] as URLSearchParams[] };
    serve(rows, seen);
    const onClear = open({ selected: [1, 2, 3, 4, 5] });
    expect(await screen.findByText('30 sales listed')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Selected sales' });
    expect(within(bar).getByText('5 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/sales?format=csv&ids=1,2,3,4,5',
    );
    expect(within(bar).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void 5 sales?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void 5 sales' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(seen.bodies).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Till error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void 5 sales' }));

    await waitFor(() => expect(screen.getByRole('region', { name: 'Bulk void' })).toHaveFocus());
    const result = await screen.findByText('3 sales voided.', {}, { timeout: 5000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('2 not voided:')).toBeInTheDocument();
    expect(screen.getByText('Only completed sales can be voided. (2)')).toBeInTheDocument();
    expect(result.closest('[role="status"]')).not.toBeNull();
    expect([...seen.bodies[0]!]).toEqual([
      ['operation', 'void'],
      ['ids[0]', '1'],
      ['ids[1]', '2'],
      ['ids[2]', '3'],
      ['ids[3]', '4'],
      ['ids[4]', '5'],
      ['input[reason]', 'Till error'],
    ]);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(rows.slice(0, 5).map((row) => row.status)).toEqual(Array(5).fill('voided'));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('3 sales voided.')).not.toBeInTheDocument();
  });

  it('deletes every sale matching the query once "all matching" is chosen, sending no ids', async () => {
    const rows = saleRows(40);
    const seen = { bodies: [] as URLSearchParams[] };
    serve(rows, seen);
    const onClear = open({
      selected: saleRows(15).map((row) => row.id),
      allOnPage: true,
      total: 40,
      query: 'search=sale&sort=name&direction=asc',
    });
    const bar = screen.getByRole('region', { name: 'Selected sales' });
    expect(within(bar).getByText('15 selected')).toBeInTheDocument();
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Select all 40 sales matching' }),
    );
    expect(within(bar).getByText('All 40 sales matching are selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/sales?search=sale&sort=name&direction=asc&format=csv',
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 40 sales?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 40 sales' }));
    expect(await screen.findByText('40 sales deleted.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.bodies[0]?.get('query')).toBe('search=sale&sort=name&direction=asc');
    expect(seen.bodies[0]?.has('ids[0]')).toBe(false);
    expect(rows).toHaveLength(0);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('0 sales listed')).toBeInTheDocument();
  });

  it('takes the query for every row of a whole list shown at once, past 1,000 ticked', () => {
    serve(saleRows(30), { bodies: [] });
    const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
    open({ selected: ids, allOnPage: true, pageCount: 1500, total: 1500, query: 'search=eggs' });
    const bar = screen.getByRole('region', { name: 'Selected sales' });
    expect(within(bar).getByText('1,500 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/sales?search=eggs&format=csv',
    );
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('says why nothing can run when more than 1,000 rows are ticked one by one', () => {
    serve(saleRows(30), { bodies: [] });
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    open({ selected: ids, allOnPage: false, pageCount: 1500, total: 3000 });
    const bar = screen.getByRole('region', { name: 'Selected sales' });
    expect(within(bar).getByRole('status')).toHaveTextContent(
      'At most 1,000 rows can be ticked one by one.',
    );
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Void' })).toBeDisabled();
    expect(within(bar).getByRole('link', { name: 'Export CSV' })).not.toHaveAttribute('href');
  });

  it('offers only the operations the user may run', () => {
    serve(saleRows(30), { bodies: [] });
    open({}, { ...sampleUser, permissions: ['access_sales', 'void_sales'] });
    const bar = screen.getByRole('region', { name: 'Selected sales' });
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Void' })).toBeInTheDocument();
  });
});
