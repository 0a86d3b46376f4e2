import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { handlers, priceList } from '../testing/saleItemsFixtures';
import { cashier } from '../testing/salesFixtures';

const meta = {
  title: 'Screens/Farm/Sale items/Form',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers(priceList) } },
  args: { path: '/jf-sale-items/new', user: cashier },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new item typed by keyboard: a tray of jumbo eggs at $10.50 that costs $6.30 earns $4.20 a
 * unit, 40.0% of its price; the margin shows as soon as both amounts are in.
 */
export const NewWithMargin: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const margin = await page.findByRole('region', { name: 'Margin per unit' });
    await expect(margin).toHaveTextContent('Margin per unit—');
    await userEvent.click(page.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('Eggs, jumbo (tray of 30)');
    await userEvent.tab();
    await userEvent.keyboard('10.50');
    await userEvent.tab();
    await userEvent.keyboard('6.30');
    await userEvent.tab();
    await waitFor(() => expect(margin).toHaveTextContent('Margin per unit$4.20 (40.0%)'));
  },
};

/** The egg box sold below its cost: -$0.60 a unit, and the form says each sale loses money. */
export const EditAtALoss: Story = {
  args: { path: '/jf-sale-items/5/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const margin = await page.findByRole('region', { name: 'Margin per unit' });
    await waitFor(() => expect(margin).toHaveTextContent('-$0.60 (-20.0%)'));
    await expect(margin).toHaveTextContent("below the item's cost");
  },
};
