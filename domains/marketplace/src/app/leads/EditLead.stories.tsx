import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetAnnouncements } from '../testing/catalogueFixtures';
import { salesRep } from '../testing/leadsFixtures';
import { leadsHandlers } from '../testing/leadsHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';

const meta = {
  title: 'Screens/Marketplace/Leads/Lead',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: leadsHandlers(salesRep) } },
  // Urban Loom Textiles: Sam's, contacted.
  args: { path: '/evd-leads/6/edit', user: salesRep },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contacted lead: its stage, the moves open to it, its details. */
export const Contacted: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const stage = within(await page.findByRole('region', { name: 'Stage' }));
    await expect(stage.getByText('Contacted')).toBeVisible();
    await expect(stage.getByRole('button', { name: 'Qualify' })).toBeVisible();
    await expect(stage.getByRole('button', { name: 'Mark lost' })).toBeVisible();
    await expect(stage.queryByRole('button', { name: 'Reassign' })).toBeNull(); // managers'
  },
};

/** By keyboard: marked lost, first without a reason (refused beside it), then with one. */
export const MarkLostByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: leadsHandlers(salesRep) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    const stage = within(await page.findByRole('region', { name: 'Stage' }));
    stage.getByRole('button', { name: 'Mark lost' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: /Mark lost/ }));
    dialog.getByRole('button', { name: 'Mark lost' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('The reason field is required.')).toBeVisible());
    dialog.getByRole('textbox', { name: /Reason/ }).focus();
    await userEvent.keyboard('Went with a local co-op.');
    dialog.getByRole('button', { name: 'Mark lost' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stage.getByText('Lost: Went with a local co-op.')).toBeVisible());
    await within(document.body).findByText('Lead now lost.');
    await forgetAnnouncements();
  },
};

/** Another's lead answers 404 for a representative: the screen says it was not found. */
export const AnothersLead: Story = {
  args: { path: '/evd-leads/1/edit' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/not found|no longer exists/i)).toBeVisible();
  },
};
