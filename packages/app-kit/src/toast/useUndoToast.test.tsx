import { buildPaginator, UNDO_SECONDS } from '@backoffice/contract';
import { TOAST_CLOSE_MS, toastQueue } from '@backoffice/ui/Toasts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkFrame } from '../bulk/testing/BulkFrame';
import { undoHandlers } from '../bulk/testing/bulkHandlers';
import { saleRows, salesClerk, sampleSales } from '../bulk/testing/sampleSales';
import { useRecords } from '../resources/api/resourceApi';
import { clearToasts } from '../testing/clearToasts';
import { server } from '../testing/server';
import { useUndoToast } from './useUndoToast';

/** A list of sales and a button that shows a change's toast with the given undo token. */
function Sales({ token }: { token: string | null }) {
  const offerUndo = useUndoToast(sampleSales);
  const list = useRecords(sampleSales, '');
  return (
    <>
      <p>{list.data ? `${list.data.total} sales` : 'Loading'}</p>
      <button type="button" onClick={() => offerUndo('Sale deleted.', token)}>
        Delete sale
      </button>
    </>
  );
}

/** The sales list, counting how often it is asked for. */
function listHandler(count: () => number, seen: { lists: number }) {
  return http.get('*/api/sales', () => {
    seen.lists += 1;
    const rows = saleRows(count());
    return HttpResponse.json(
      buildPaginator(rows, { page: 1, perPage: 15, total: rows.length, path: '/api/sales' }),
    );
  });
}

afterEach(async () => {
  await clearToasts();
});

describe('useUndoToast', () => {
  it('offers Undo; Undo posts the token, says "Restored." and fetches the lists again', async () => {
    const seen = { lists: 0 };
    let total = 2;
    const posted: string[] = [];
    server.use(
      listHandler(() => total, seen),
      http.post('*/api/undo/:token', ({ params }) => {
        posted.push(String(params.token));
      }),
      ...undoHandlers({
        'undo-3': { resource: 'sales', id: 3, change: 'deleted', record: { id: 3 } },
      }),
    );
    render(
      <BulkFrame user={salesClerk}>
        <Sales token="undo-3" />
      </BulkFrame>,
    );
    expect(await screen.findByText('2 sales')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete sale' }));
    expect(await screen.findByText('Sale deleted.')).toBeInTheDocument();
    total = 3;
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
    expect(posted).toEqual(['undo-3']);
    expect(await screen.findByText('3 sales')).toBeInTheDocument();
    expect(seen.lists).toBe(2);
    await waitFor(() => expect(screen.queryByText('Sale deleted.')).not.toBeInTheDocument(), {
      timeout: TOAST_CLOSE_MS * 4,
    });
  });

  it("shows the server's sentence when the undo is refused", async () => {
    const sentence = 'The sale was changed again after it was deleted, so it cannot be restored.';
    server.use(
      listHandler(() => 2, { lists: 0 }),
      ...undoHandlers({ 'undo-3': { status: 409, message: sentence } }),
    );
    render(
      <BulkFrame user={salesClerk}>
        <Sales token="undo-3" />
      </BulkFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete sale' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Restored.')).not.toBeInTheDocument();
  });

  it('shows a plain toast, without Undo, when the change cannot be undone', async () => {
    server.use(listHandler(() => 2, { lists: 0 }));
    render(
      <BulkFrame user={salesClerk}>
        <Sales token={null} />
      </BulkFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete sale' }));
    expect(await screen.findByText('Sale deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it(`keeps Undo on show for ${UNDO_SECONDS} seconds, longer than a plain toast`, async () => {
    server.use(listHandler(() => 2, { lists: 0 }));
    render(
      <BulkFrame user={salesClerk}>
        <Sales token="undo-3" />
      </BulkFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete sale' }));
    await screen.findByRole('button', { name: 'Undo' });
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(UNDO_SECONDS * 1000);
  });
});
