import { fixToday, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { cashier } from '../testing/salesFixtures';
import { failingSales, pendingSales, salesHandlers } from '../testing/salesHandlers';

const meta = {
  title: 'Screens/Farm/Sales/New sale',
  component: FarmScreensApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...salesHandlers(), ...sessionHandlers(cashier)] },
  },
  args: { path: '/jf-sales/new', user: cashier },
  // The sale's date starts at today: the stories fix today so their pixels stay the same.
  beforeEach: () => fixToday('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The two stories that pick items with simulated keys: user-event's synthetic focus and keys
 * leave react-aria's `aria-hidden` on the page around a combobox whose list has closed (its
 * list is gone, the hiding is not), which axe's aria-hidden-focus rule then reports. Pressed
 * for real in Chromium the same keys leave nothing hidden (checked with Playwright's keyboard),
 * so that rule alone is off here; every other axe rule still runs.
 */
const simulatedKeys = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;

/** The till, empty and ready: the item field has the focus, cash is chosen. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const item = await page.findByRole('combobox', { name: /^item/i });
    await waitFor(() => expect(item).toHaveFocus());
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  },
};

/**
 * A sale rung up by keyboard alone: "large", Arrow Down and Enter pick the match, Tab to its
 * quantity, 3, Enter starts the next line; "hen", Arrow Down, Enter, Tab, 2; Tab on to the
 * payment (cash), the amount tendered, $50, Enter. (At a real keyboard Enter alone takes the
 * first match; the simulated keys of a play function do not reach that path.) 3 x $9.00 + 2 x $6.00 = $39.00, $11.00 change; the till then
 * empties for the next customer and keeps the sale just made above it.
 */
export const RingUpByKeyboard: Story = {
  // Its own rows: the sale it makes is not in the other stories.
  parameters: {
    ...simulatedKeys,
    msw: { handlers: [...salesHandlers(), ...sessionHandlers(cashier)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = await page.findByRole('combobox', { name: /^item/i });
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(first).toBeEnabled());
    await userEvent.keyboard('large');
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: /Eggs, large/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(first).toHaveValue('Eggs, large (tray of 30)'));
    await userEvent.tab();
    await userEvent.keyboard('3{Enter}');
    const second = await page.findByRole('group', { name: 'Item 2' });
    const secondItem = within(second).getByRole('combobox', { name: /^item/i });
    await waitFor(() => expect(secondItem).toHaveFocus());
    await userEvent.keyboard('hen');
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: /Spent hen/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(secondItem).toHaveValue('Spent hen'));
    await userEvent.tab();
    await userEvent.keyboard('2');
    const cash = page.getByRole('radio', { name: 'Cash' });
    // On past the line's own buttons (move, remove) and "Add item" to the payment.
    for (let i = 0; i < 5 && document.activeElement !== cash; i++) await userEvent.tab();
    await expect(cash).toHaveFocus();
    await expect(page.getByText('$39.00', { selector: 'dd' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(page.getByRole('textbox', { name: /amount tendered/i })).toHaveFocus();
    await userEvent.keyboard('50{Enter}');
    const done = await page.findByText(/Sale #19/, { selector: 'strong' });
    await expect(done.parentElement).toHaveTextContent(
      'Sale #19 recorded: $39.00 · change due $11.00',
    );
    await expect(page.getByRole('link', { name: 'Open the receipt of Sale #19' })).toBeVisible();
    await waitFor(() => expect(page.getByRole('combobox', { name: /^item/i })).toHaveFocus());
  },
};

/**
 * The server refused a line: the item came off sale after the till loaded its list. Its
 * message stands beside that line's item, and everything typed stays.
 */
export const LineRefused: Story = {
  parameters: {
    ...simulatedKeys,
    msw: {
      handlers: [...salesHandlers({ retiredItemIds: [2] }), ...sessionHandlers(cashier)],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const item = await page.findByRole('combobox', { name: /^item/i });
    await waitFor(() => expect(item).toHaveFocus());
    await waitFor(() => expect(item).toBeEnabled());
    await userEvent.keyboard('medium');
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: /Eggs, medium/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(item).toHaveValue('Eggs, medium (tray of 30)'));
    await userEvent.click(page.getByRole('radio', { name: 'Card' }));
    await userEvent.click(page.getByRole('button', { name: 'Complete sale' }));
    await expect(
      await page.findByText('Line 1: the selected item is invalid.'),
    ).toBeInTheDocument();
    await expect(item).toHaveValue('Eggs, medium (tray of 30)');
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  },
};

/**
 * A quantity far above what a till sale holds (50,000 trays for $450,000.00): the till asks
 * before it records the sale. "Check again" goes back with everything as typed; the quantity
 * put right, the sale is recorded without asking.
 */
export const UnusuallyLargeQuantity: Story = {
  parameters: {
    ...simulatedKeys,
    msw: { handlers: [...salesHandlers(), ...sessionHandlers(cashier)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const item = await page.findByRole('combobox', { name: /^item/i });
    await waitFor(() => expect(item).toBeEnabled());
    await userEvent.keyboard('large');
    await body.findByRole('option', { name: /Eggs, large/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(item).toHaveValue('Eggs, large (tray of 30)'));
    const quantity = page.getByRole('textbox', { name: /^quantity/i });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50000');
    await userEvent.click(page.getByRole('radio', { name: 'Card' }));
    await userEvent.click(page.getByRole('button', { name: 'Complete sale' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    await expect(dialog).toHaveTextContent('Line 1: Quantity: 50,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(quantity).toHaveValue('50,000');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(page.getByRole('button', { name: 'Complete sale' }));
    await expect(await page.findByText(/Sale #19/, { selector: 'strong' })).toBeVisible();
  },
};

/** The items are still on their way: the item field says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingSales(), ...sessionHandlers(cashier)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('combobox', { name: /^item/i })).toBeInTheDocument();
  },
};

/** The items could not be loaded. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...failingSales(), ...sessionHandlers(cashier)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
