import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CASH_TODAY, cashClerk } from '../testing/cashFixtures';
import { cashClerkHandlers } from '../testing/cashHandlers';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';

const meta = {
  title: 'Screens/Farm/Cash/Expenses',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: cashClerkHandlers() } },
  args: { path: '/jf-expenses', user: cashClerk },
  // A deposit and a payment are dated today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay(CASH_TODAY),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The farm's expenses, newest first (the shared expenses module's list): November's rent and
 * vaccines are unpaid past their due date of 20 November and say "Overdue", their due dates in
 * red; the unpaid ones offer "Pay"; the total of the six is $1,817.00.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rent = await page.findByRole('row', { name: /November rent/ });
    await expect(within(rent).getByText('Overdue')).toBeInTheDocument();
    const diesel = page.getByRole('row', { name: /Diesel for the generator/ });
    await expect(within(diesel).queryByText('Overdue')).not.toBeInTheDocument();
    await expect(page.getByText('$1,817.00')).toBeInTheDocument();
  },
};

/** By keyboard: Space on "Overdue only" narrows the list to the two overdue expenses. */
export const OverdueOnlyByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('row', { name: /Diesel for the generator/ });
    page.getByRole('switch', { name: 'Overdue only' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(page.queryByRole('row', { name: /Diesel/ })).not.toBeInTheDocument(),
    );
    await expect(page.getByRole('row', { name: /November rent/ })).toBeInTheDocument();
    await expect(page.getByRole('row', { name: /Vaccines, house 2/ })).toBeInTheDocument();
  },
};

/** The pay screen of November's rent: vendor, due date (overdue), amount, then the payment. */
export const Pay: Story = {
  args: { path: '/jf-expenses/5/pay' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Pay “November rent”' }),
    ).toBeInTheDocument();
    await expect(page.getByText('$600.00')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeEnabled();
  },
};

/**
 * By keyboard: the paid-on day starts at today; Tab to the reference, type it, Enter: the
 * expense is paid and its page opens.
 */
export const PayByKeyboard: Story = {
  args: { path: '/jf-expenses/5/pay' },
  // Its own rows: the expense it pays stays unpaid in the other stories.
  parameters: { visual: false, msw: { handlers: cashClerkHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const reference = await page.findByRole('textbox', { name: 'Reference' });
    reference.focus();
    await userEvent.keyboard('TX-9001{Enter}');
    await waitFor(() =>
      expect(page.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument(),
    );
    forgetAnnouncements();
    await clearToasts();
  },
};

/** An expense paid already: the server's sentence and a way back, no form. */
export const AlreadyPaid: Story = {
  args: { path: '/jf-expenses/3/pay' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This expense is already paid.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to the expense' })).toBeInTheDocument();
  },
};
