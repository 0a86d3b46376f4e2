/**
 * The store screens against the MSW server: the review page's reject dialog refuses a blank
 * reason and then rejects with one, and its approve is undone from the toast; a product saved with its attributes; a Store Manager with
 * store-level permissions only reaches their store's products and makes one; the approvals
 * queue opens on what waits.
 */
import { clearToasts } from '@backoffice/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { server } from '../testing/setup';
import { marketplaceStaff, storeManager, storeReader, stores } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';

const copperKettle = stores.find((store) => store.slug === 'copper-kettle-co');

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

  it('approves a store, then undoes it from the toast on the server', async () => {
    // The toasts of the tests before this one are not this store's.
    await clearToasts();
    const sent: string[] = [];
    server.use(
      http.post('*/api/*', ({ request }) => {
        sent.push(new URL(request.url).pathname);
        return undefined;
      }),
      ...storesHandlers(),
    );
    const user = userEvent.setup();
    const slow = { timeout: 5000 };
    render(<StoresScreensApp path="/evd-stores/copper-kettle-co/review" user={marketplaceStaff} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Copper Kettle Co.' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const notifications = await screen.findByRole('region', { name: 'Notifications' }, slow);
    expect(
      await within(notifications).findByText('Copper Kettle Co. is now approved.', {}, slow),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Suspend' }, slow)).toBeTruthy();
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    expect(await within(notifications).findByText('Undone.', {}, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approve' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    // The action is addressed by the store's slug; the undo by the token the approve answered.
    expect(sent).toEqual([
      '/api/evd-stores/copper-kettle-co/approve',
      `/api/undo/approve-${copperKettle?.id}-${Number(copperKettle?.version) + 1}`,
    ]);
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

describe('the store’s members', () => {
  it('adds a member from the Store Manager staff with the permissions ticked', async () => {
    server.use(...storesHandlers());
    const user = userEvent.setup();
    render(<StoresScreensApp path="/evd-stores/green-grocer/modify" user={marketplaceStaff} />);
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'New member of Green Grocer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('Choose a person.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Person/ }));
    await user.click(await screen.findByRole('option', { name: 'Tariq Nasser' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('Give at least one permission.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'See its products' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    const members = await screen.findByRole('list', { name: 'Members of Green Grocer' });
    expect(await within(members).findByText('Tariq Nasser', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(members).getByText(/^: See its products$/)).toBeTruthy();
  });
});

describe('an approval', () => {
  it('shows the product live once approved, without a reload', async () => {
    server.use(...storesHandlers());
    const user = userEvent.setup();
    render(<StoresScreensApp path="/evd-products-approvals/1" user={marketplaceStaff} />);
    const panel = await screen.findByRole('region', { name: 'The product now' });
    expect(await within(panel).findByText('Waiting for approval')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Wild garlic pesto' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByText('Live', {}, { timeout: 5000 })).toBeTruthy();
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
