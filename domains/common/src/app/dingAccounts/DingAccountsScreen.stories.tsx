import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommonScreensApp } from '../testing/CommonScreensApp';
import { hrOfficer, STORY_DAY } from '../testing/commonFixtures';
import { dingHandlers } from '../testing/commonHandlers';

const meta = {
  title: 'Screens/Common/Ding account balances',
  component: CommonScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: dingHandlers() } },
  args: { path: '/ding-account-balances', user: hrOfficer },
  beforeEach: onFixedDay(STORY_DAY),
} satisfies Meta<typeof CommonScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company's prepaid accounts: the two under their threshold first, each saying "Low
 * balance" (icon and words, the balance in bold red), and counted above the table.
 */
export const Balances: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('2 accounts are under their low-balance threshold.'),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Accounts' });
    const rows = await within(table).findAllByRole('row');
    // The heading row, then the low ones, by name.
    await expect(rows[1]).toHaveTextContent('Farm shop card machine');
    await expect(rows[1]).toHaveTextContent('Low balance');
    await expect(rows[2]).toHaveTextContent('Marketplace support line');
    await expect(rows[3]).toHaveTextContent('OK');
  },
};

/**
 * By keyboard: "Record balance" of the first account opens the dialog with today's date, the
 * new balance is typed and Enter records it; the dialog closes with a confirmation.
 */
export const RecordBalanceByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: dingHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('2 accounts are under their low-balance threshold.');
    const button = page.getByRole('button', { name: 'Record balance of Farm shop card machine' });
    button.focus();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Record balance of Farm shop card machine');
    const balance = within(dialog).getByRole('textbox', { name: /Balance/ });
    await waitFor(() => expect(balance).toHaveFocus());
    await expect(within(dialog).getByRole('group', { name: /Balance date/ })).toHaveTextContent(
      '3/14/2026',
    );
    await userEvent.keyboard('250{Enter}');
    await expect(
      await within(document.body).findByText('Farm shop card machine: $250.00 on Mar 14, 2026.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await clearToasts();
  },
};

/** A reading needs its balance: the dialog says so beside the field, and nothing is sent. */
export const BalanceRequired: Story = {
  parameters: { visual: false, msw: { handlers: dingHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Record balance of Head office phones' }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record balance' }));
    await expect(await within(dialog).findByText('The balance field is required.')).toBeVisible();
  },
};
