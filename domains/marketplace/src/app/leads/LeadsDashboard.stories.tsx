import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { leadRows, salesRep } from '../testing/leadsFixtures';
import { leadsHandlers } from '../testing/leadsHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';

const meta = {
  title: 'Screens/Marketplace/Leads/Dashboard',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: leadsHandlers(salesRep) } },
  args: { path: '/evd-leads-dashboard', user: salesRep },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sam's own 8 leads (the manager's 5 are not his): 2 new, 2 contacted, 1 qualified, 2 won, 1
 * lost; conversion 2 of 3 closed = 66.7%; 3 follow-ups due (Jun 13, 14 and 15; today Jun 15).
 */
export const OwnLeads: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const chart = await page.findByRole('img', { name: /Leads by stage/ });
    await expect(chart).toHaveAccessibleName(
      'Leads by stage: New 2, Contacted 2, Qualified 1, Won 2, Lost 1.',
    );
    const table = page.getByRole('table', { name: 'Leads by stage, in figures' });
    const won = within(table).getByRole('row', { name: /Won/ });
    await expect(won).toHaveTextContent('Won225.0%');
    await expect(page.getByText(/Conversion: 66\.7% of closed leads were won/)).toBeVisible();
    const due = page.getByRole('table', { name: /follow-ups due/ });
    await expect(within(due).getAllByRole('row')).toHaveLength(4); // heading + 3
  },
};

/** Nothing due and nothing closed yet: said in words. */
export const NothingDue: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: leadsHandlers(
        salesRep,
        leadRows()
          .filter((row) => row.stage === 'new' || row.stage === 'contacted')
          .map((row) => ({ ...row, follow_up_due: 0 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No follow-ups due')).toBeVisible();
    await expect(page.getByText('Conversion: no lead is won or lost yet.')).toBeVisible();
  },
};

/** The figures could not be loaded: said so. */
export const Failed: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/evd-leads', () =>
          HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
        ),
        ...leadsHandlers(salesRep),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("The leads' figures could not be loaded.")).toBeVisible();
  },
};

/** By keyboard: from the top, Tab reaches the links, then the oldest follow-up, opened with Enter. */
export const KeyboardPass: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: /follow-ups due/ });
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'All my leads' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'New lead' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'Pixel Forge Electronics' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('region', { name: 'Stage' })).toBeVisible();
  },
};
