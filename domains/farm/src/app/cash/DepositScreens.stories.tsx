import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CASH_TODAY, cashClerk } from '../testing/cashFixtures';
import { cashClerkHandlers } from '../testing/cashHandlers';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';

const meta = {
  title: 'Screens/Farm/Cash/Deposits',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: cashClerkHandlers() } },
  args: { path: '/jf-deposits', user: cashClerk },
  // A deposit and a payment are dated today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay(CASH_TODAY),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The undeposited cash ($1,240.50 in 3 items: two cash sales and a cash invoice payment) above
 * three weekly deposits, newest first, with what was deposited in all.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('3 cash items not deposited')).toBeInTheDocument();
    await expect(page.getByText('$1,240.50')).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'DEP-20251117' })).toBeInTheDocument();
    await expect(page.getByText('$2,301.00')).toBeInTheDocument();
  },
};

/**
 * By keyboard: "Record deposit" opens the dialog on every undeposited item ($1,240.50); the
 * account and reference are typed, Space leaves out the invoice payment (the sum drops to
 * $1,015.50), and Enter records it: the figure shows the $225.00 left.
 */
export const RecordDepositByKeyboard: Story = {
  // Its own rows: the cash it deposits stays undeposited in the other stories.
  parameters: { visual: false, msw: { handlers: cashClerkHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const record = await page.findByRole('button', { name: 'Record deposit' });
    await waitFor(() => expect(record).toBeEnabled());
    record.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog is drawn over the page, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Record a deposit' }));
    await expect(dialog.getByText('$1,240.50')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('textbox', { name: /Account/ }));
    await userEvent.keyboard('Farm account');
    await userEvent.tab();
    await userEvent.keyboard('DEP-20251124');
    const payment = dialog.getByRole('checkbox', { name: /INV-000042/ });
    payment.focus();
    await userEvent.keyboard(' ');
    await expect(payment).not.toBeChecked();
    await expect(dialog.getByText('$1,015.50')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Record deposit' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page.findByText('1 cash item not deposited')).toBeInTheDocument();
    await expect(page.getByText('$225.00')).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'DEP-20251124' })).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/** Nothing to deposit and no deposits yet: the button waits for cash. */
export const Empty: Story = {
  parameters: {
    visual: false,
    msw: { handlers: cashClerkHandlers({ deposits: [], undeposited: [] }) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No deposits yet')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Record deposit' })).toBeDisabled();
  },
};

/** The deposits and the cash figure could not be loaded: the general message shows. */
export const LoadFailed: Story = {
  parameters: { visual: false, msw: { handlers: cashClerkHandlers({ failing: true }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getAllByRole('alert').length).toBeGreaterThan(0));
  },
};

/**
 * The deposit of 17 November: its two sales chosen ($1,009.50) beside the undeposited cash;
 * adding the cash sale of 17 November by keyboard raises the live sum to $1,536.00, and saving
 * opens the deposit's page.
 */
export const Edit: Story = {
  args: { path: '/jf-deposits/3/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sale = await page.findByRole('checkbox', { name: /Cash sale #205/ });
    await expect(sale).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Cash sale #210/ })).not.toBeChecked();
    await expect(page.getByText('$1,009.50', { selector: 'output' })).toBeInTheDocument();
  },
};

export const EditByKeyboard: Story = {
  args: { path: '/jf-deposits/3/edit' },
  parameters: { visual: false, msw: { handlers: cashClerkHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const extra = await page.findByRole('checkbox', { name: /Cash sale #210/ });
    extra.focus();
    await userEvent.keyboard(' ');
    await expect(page.getByText('$1,536.00', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save deposit' }));
    await expect(await page.findByRole('heading', { name: 'DEP-20251117' })).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};
