import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetAnnouncements } from '../testing/catalogueFixtures';
import { leadsManager } from '../testing/leadsFixtures';
import { leadsHandlers } from '../testing/leadsHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';

const meta = {
  title: 'Screens/Marketplace/Leads/Every lead',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: leadsHandlers(leadsManager) } },
  args: { path: '/admin/evd-leads', user: leadsManager },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The team's 13 leads: 3 new, 3 contacted, 2 qualified, 3 won, 2 lost; conversion 3 of 5 =
 * 60.0%; the list with each lead's owner.
 */
export const EveryLead: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: /Leads by stage/ })).toHaveAccessibleName(
      'Leads by stage: New 3, Contacted 3, Qualified 2, Won 3, Lost 2.',
    );
    await expect(page.getByText(/Conversion: 60\.0%/)).toBeVisible();
    const table = await page.findByRole('table', { name: /13 leads/ });
    const row = within(table).getByRole('row', { name: /Bloom & Stem Florists/ });
    await expect(row).toHaveTextContent('Mona Manager');
  },
};

/** Narrowed to Sam's leads by the owner pick (the address keeps it). */
export const ByOwner: Story = {
  args: { path: '/admin/evd-leads?filter[owner_user_id]=7' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: /8 leads/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(9); // 8 + heading
    await expect(within(table).queryByText('Mona Manager')).toBeNull();
  },
};

/**
 * By keyboard: Bloom & Stem Florists reassigned from Mona to Rita; the list shows the new
 * owner.
 */
export const ReassignByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: leadsHandlers(leadsManager) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    const table = await page.findByRole('table', { name: /13 leads/ });
    within(table).getByRole('button', { name: 'Reassign Bloom & Stem Florists' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: /Reassign Bloom/ }));
    // Sent without an owner: said beside the pick.
    dialog.getByRole('button', { name: 'Reassign' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('Choose the new owner.')).toBeVisible());
    dialog.getByRole('button', { name: /New owner/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Rita Rep' }));
    dialog.getByRole('button', { name: 'Reassign' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByText('Bloom & Stem Florists now belongs to Rita Rep.');
    await waitFor(() =>
      expect(
        within(page.getByRole('table', { name: /13 leads/ })).getByRole('row', {
          name: /Bloom & Stem Florists/,
        }),
      ).toHaveTextContent('Rita Rep'),
    );
    await forgetAnnouncements();
  },
};
