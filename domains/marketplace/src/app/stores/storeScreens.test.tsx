/**
 * The store screens against the MSW server: the review page's reject dialog refuses a blank
 * reason and then rejects with one; a product saved with its attributes; a Store Manager with
 * store-level permissions only reaches their store's products and makes one; the approvals
 * queue opens on what waits.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { server } from '../testing/setup';
import { marketplaceStaff, storeManager, storeReader } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';

describe('the store review page', () => {
  it('rejects a store only with a reason, and shows it', async () => {
    server.use(...storesHandlers());
    const user = userEvent.setup();
    render(<StoresScreensApp path="/evd-stores/copper-kettle-co/review" user={marketplaceStaff} />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Copper Kettle Co.' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Photos missing.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Photos missing.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Resubmit for review' })).toBeTruthy();
  });

  it('shows a reader the application without the buttons', async () => {
    server.use(...storesHandlers({ user: storeReader }));
    render(<StoresScreensApp path="/evd-stores/quick-deals-outlet/review" user={storeReader} />);
    expect(
      await screen.findByText(/does not match the company name/, { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).not.toBeInTheDocument();
    expect(await screen.findByText('Rejected', { selector: 'strong' })).toBeTruthy();
  });
});

describe('a store member', () => {
  it('reaches their store’s products by its grants and creates one', async () => {
    server.use(...storesHandlers({ user: storeManager }));
    const user = userEvent.setup();
    render(<StoresScreensApp path="/evd-stores/green-grocer/products" user={storeManager} />);
    const table = await screen.findByRole('grid', { name: 'Products of Green Grocer' });
    expect(await within(table).findByText('Heirloom tomatoes')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'New product' }));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Runner beans');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '2.49');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByRole('heading', { name: 'Runner beans' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/A draft: submit it for approval/)).toBeTruthy();
  });
});

describe('the approvals queue', () => {
  it('lists what waits, new and changed', async () => {
    server.use(...storesHandlers());
    render(<StoresScreensApp path="/evd-products-approvals" user={marketplaceStaff} />);
    const table = await screen.findByRole('grid', { name: 'Product approvals' });
    expect(await within(table).findByText('Wild garlic pesto')).toBeTruthy();
    expect(within(table).getByText('Changed product')).toBeTruthy();
    expect(within(table).queryByText('Brightening cream')).not.toBeInTheDocument();
  });
});
