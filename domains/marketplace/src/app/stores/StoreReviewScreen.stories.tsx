import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff, storeReader } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Store review',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/copper-kettle-co/review', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts' region, once a toast saying `text` has faded in there. */
async function toastSaying(text: string): Promise<HTMLElement> {
  const notifications = await within(document.body).findByRole('region', {
    name: 'Notifications',
  });
  const toast = await within(notifications).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
  return notifications;
}

/**
 * A store waiting for review: Approve and Reject. Reject is reached by Tab and opened with the
 * keyboard; a blank reason is refused beside the field, then the store is rejected with one.
 */
export const RejectWithAReason: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { name: 'Copper Kettle Co.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await tabTo(page.getByRole('button', { name: 'Reject' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Reject Copper Kettle Co.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('The reason field is required.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Add photos of the workshop and the cookware.',
    );
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await page.findByText('Add photos of the workshop and the cookware.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resubmit for review' })).toBeVisible();
    // A rejection can be undone: its toast offers Undo.
    const notifications = await toastSaying('Copper Kettle Co. is now rejected.');
    await expect(within(notifications).getByRole('button', { name: 'Undo' })).toBeVisible();
    forgetAnnouncements();
  },
};

/**
 * Approve, then Undo from its toast: the server puts the store back waiting for review, and the
 * page offers Approve and Reject again. The toast's look has its baseline in the library's
 * Toasts stories.
 */
export const ApproveThenUndo: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const application = await page.findByRole('region', { name: 'Application' });
    await expect(within(application).getByText('Pending review')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Approve' }));
    const dialog = await body.findByRole('dialog', { name: 'Approve Copper Kettle Co.' });
    // The action's own question: the dialog is still fading in.
    await expect(
      within(dialog).getByText('Approve this store? It opens on the marketplace.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    await expect(await page.findByRole('button', { name: 'Suspend' })).toBeVisible();
    await expect(within(application).getByText('Approved')).toBeVisible();
    const notifications = await toastSaying('Copper Kettle Co. is now approved.');
    await userEvent.click(within(notifications).getByRole('button', { name: 'Undo' }));
    await toastSaying('Undone.');
    await expect(await page.findByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await expect(within(application).getByText('Pending review')).toBeVisible();
  },
};

/** An approved store is suspended with a reason; it then offers Reinstate. */
export const SuspendAndReinstate: Story = {
  parameters: { visual: false },
  args: { path: '/evd-stores/green-grocer/review' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Suspend' }));
    const dialog = await body.findByRole('dialog', { name: 'Suspend Green Grocer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late orders.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const reinstate = await page.findByRole('button', { name: 'Reinstate' });
    await expect(page.getByText('Suspended because:')).toBeVisible();
    await userEvent.click(reinstate);
    const confirm = await body.findByRole('dialog', { name: 'Reinstate Green Grocer' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reinstate' }));
    await expect(await page.findByRole('button', { name: 'Suspend' })).toBeVisible();
    forgetAnnouncements();
  },
};

/** A rejected store, read by someone who may see stores but not decide: its history, no buttons. */
export const RejectedForAReader: Story = {
  parameters: { visual: false, msw: { handlers: storesHandlers({ user: storeReader }) } },
  args: { path: '/evd-stores/quick-deals-outlet/review', user: storeReader },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const history = await page.findByRole('region', { name: 'Review history' });
    await expect(await within(history).findByText('Rejected')).toBeVisible();
    await expect(
      page.queryByRole('button', { name: 'Resubmit for review' }),
    ).not.toBeInTheDocument();
    await expect(
      page.getByText('Only staff who manage stores approve, reject, suspend or reinstate a store.'),
    ).toBeVisible();
  },
};
