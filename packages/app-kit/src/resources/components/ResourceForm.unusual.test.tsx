/**
 * A value far above what its field usually holds is asked about before the form saves: 'Check
 * again' sends nothing and keeps what was typed; 'Save anyway' sends it as typed.
 */
import { defineResource } from '@backoffice/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppStoreProvider } from '../../state/AppStoreContext';
import { createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';
import { newRecordValues } from '../lib/formValues';
import { ResourceForm } from './ResourceForm';

const receipts = defineResource({
  name: 'receipts',
  segment: 'receipts',
  singular: 'receipt',
  plural: 'receipts',
  scope: 'brand',
  titleField: 'note',
  fields: {
    note: { type: 'string', label: 'Note' },
    quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
  },
  permissions: { list: 'x', view: 'x', create: 'x' },
});

function renderForm() {
  const onSubmit = vi.fn(async (_body: Record<string, unknown>) => ({ data: { id: 1 } }));
  render(
    <AppStoreProvider store={createAppStore(memoryStorage())}>
      <ResourceForm
        resource={receipts}
        mode="create"
        initialValues={newRecordValues(receipts)}
        submitLabel="Save"
        cancelHref="/receipts"
        onSubmit={onSubmit}
        onSaved={() => {}}
      />
    </AppStoreProvider>,
  );
  return onSubmit;
}

describe('a form asks about an unusually large value', () => {
  it('sends nothing on Check again, and the value as typed on Save anyway', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    // 50,000 is above the 10,000 a count usually holds, below the 1,000,000 it may.
    await user.type(quantity, '50000');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    expect(dialog).toHaveTextContent('Quantity: 50,000');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(quantity).toHaveValue('50,000');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ quantity: 50000 });
  });

  it('saves a usual value without asking', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
