import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Package items/Edit with stock',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/package-items/1/edit', user: officer },
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rice: its form, then its stock (200 bags, $1,300.00) and its ledger newest first with
 * the balance after each movement, each donation's movement linking to the donation.
 */
export const Stock: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Movements' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent('Donation voided RCT-000021−80200');
    await expect(rows[2]).toHaveTextContent(
      'Purchase+200280$6.10 each · Kano Grain Traders, PO-118',
    );
    await expect(
      within(table).getAllByRole('link', { name: 'Donation RCT-000022' })[0],
    ).toHaveAttribute('href', '/donations/22/edit');
    await expect(page.getByText('200 bag')).toBeInTheDocument();
    await expect(page.getByText('$1,300.00')).toBeInTheDocument();
  },
};

/**
 * Recording a purchase from the keyboard: the dialog opens on the quantity, the total follows
 * (100 bags at $6.50 = $650.00), and once saved on hand is 300 with the purchase on top.
 */
export const RecordPurchase: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await page.findByRole('button', { name: 'Record purchase' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', {
      name: 'Record a purchase of Rice (5 kg bag)',
    });
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantity/ });
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.keyboard('100');
    await userEvent.tab();
    await expect(within(dialog).getByText('$650.00')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Supplier/ }),
      'Gulf Coast Wholesale',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    await waitFor(() =>
      expect(
        within(page.getByRole('table', { name: 'Movements' })).getAllByRole('row')[1],
      ).toHaveTextContent('Purchase+100300'),
    );
    await expect(page.getByText('300 bag')).toBeInTheDocument();
    await clearToasts();
  },
};

/** A discontinued item is not bought: the button is off and says why. */
export const Discontinued: Story = {
  parameters: { visual: false },
  args: { path: '/package-items/4/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Record purchase' })).toBeDisabled();
    await expect(
      page.getByText('A discontinued item is not bought: make it active first.'),
    ).toBeInTheDocument();
    await expect(await page.findByText(/Nothing has moved this item yet/)).toBeInTheDocument();
  },
};
