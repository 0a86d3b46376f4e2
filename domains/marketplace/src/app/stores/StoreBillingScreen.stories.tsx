import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabInto } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Store billing',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer/billing', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The plan and today's fee and commission (a commission override in force), the store's
 * overrides, and its invoices with their total; the invoices table is reached by Tab.
 */
export const PlanOverridesAndInvoices: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const plan = await page.findByRole('region', { name: 'Plan' });
    await expect(await within(plan).findByText('8.00% (override)')).toBeVisible();
    await expect(within(plan).getByText('$79.00 (plan)')).toBeVisible();
    const overrides = page.getByRole('region', { name: 'Subscription overrides' });
    await expect(await within(overrides).findByText('Winter promotion.')).toBeVisible();
    const invoices = await page.findByRole('grid', { name: 'Invoices of Green Grocer' });
    await expect(await within(invoices).findByText('SI-000021')).toBeVisible();
    await expect(page.getByText('Invoiced in all: $237.00')).toBeVisible();
    await tabInto(invoices, 5, page.getByRole('button', { name: 'New invoice' }));
  },
};

/** An open invoice marked paid on a day: its dialog asks for the day. */
export const MarkAnInvoicePaid: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const invoices = await page.findByRole('grid', { name: 'Invoices of Green Grocer' });
    await userEvent.click(await within(invoices).findByRole('button', { name: 'Mark paid' }));
    const dialog = await body.findByRole('dialog', { name: 'Mark paid invoice SI-000021' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    const required = await within(dialog).findByText('The paid on field is required.');
    await waitFor(() => expect(required).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
  },
};

/** A new invoice for a period: both days required, then numbered and priced by the server. */
export const NewInvoice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'New invoice' }));
    const dialog = await body.findByRole('dialog', { name: 'New invoice to Green Grocer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await expect(
      await within(dialog).findByText('The period from field is required.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    forgetAnnouncements();
  },
};
