import { UNDO_TOKEN_HEADER } from '@backoffice/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkFrame } from '../bulk/testing/BulkFrame';
import { undoHandlers } from '../bulk/testing/bulkHandlers';
import { saleRows, salesClerk, sampleSales } from '../bulk/testing/sampleSales';
import { DeleteRecordButton } from '../resources/components/DeleteRecordButton';
import { RecordActions } from '../resources/components/RecordActions';
import { clearToasts } from '../testing/clearToasts';
import { server } from '../testing/server';

afterEach(async () => {
  await clearToasts();
});

const sale = saleRows(7)[6]!;

describe('DeleteRecordButton', () => {
  async function deleteSale() {
    const onDeleted = vi.fn();
    render(
      <BulkFrame user={salesClerk}>
        <DeleteRecordButton resource={sampleSales} id={7} title="Sale #7" onDeleted={onDeleted} />
      </BulkFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sale #7?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sale deleted.')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledTimes(1);
  }

  it('offers Undo with the token the delete answered, and restores the sale', async () => {
    server.use(
      http.delete(
        '*/api/sales/7',
        () => new HttpResponse(null, { status: 204, headers: { [UNDO_TOKEN_HEADER]: 'undo-7' } }),
      ),
      ...undoHandlers({
        'undo-7': { resource: 'sales', id: 7, change: 'deleted', record: { id: 7 } },
      }),
    );
    await deleteSale();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
  });

  it('offers no Undo when the delete cannot be undone', async () => {
    server.use(http.delete('*/api/sales/7', () => new HttpResponse(null, { status: 204 })));
    await deleteSale();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});

describe('RecordActions', () => {
  it('offers Undo after a reversible action and says "Undone." once the server undid it', async () => {
    const bodies: URLSearchParams[] = [];
    server.use(
      http.post('*/api/sales/7/void', async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          data: { ...sale, status: 'voided', version: 2 },
          undo: { token: 'undo-void-7', expires_at: '2025-03-14T10:00:15.000Z' },
        });
      }),
      http.get('*/api/sales/7', () => HttpResponse.json({ data: sale })),
      ...undoHandlers({
        'undo-void-7': { resource: 'sales', id: 7, change: 'void', record: sale },
      }),
    );
    render(
      <BulkFrame user={salesClerk}>
        <RecordActions resource={sampleSales} record={sale} title="Sale #7" />
      </BulkFrame>,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Sale #7' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Till error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Sale now voided.')).toBeInTheDocument();
    expect(bodies[0]?.get('reason')).toBe('Till error');
    expect(bodies[0]?.get('version')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
  });
});
