import { clearToasts, onFixedDay, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { invoiceClerk } from '../testing/invoicesFixtures';
import { failingInvoices, invoicesHandlers } from '../testing/invoicesHandlers';
import { failingSales, pendingSales, salesHandlers } from '../testing/salesHandlers';

const handlers = (options?: Parameters<typeof invoicesHandlers>[0]) => [
  ...invoicesHandlers(options),
  ...salesHandlers(),
  ...sessionHandlers(invoiceClerk),
];

const meta = {
  title: 'Screens/Farm/Invoices/New invoice',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { path: '/jf-invoices/new', user: invoiceClerk },
  // The dates start at today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs on until `target` has the focus (past the fields and buttons between). */
async function tabTo(target: HTMLElement, most = 20) {
  for (let i = 0; i < most && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/**
 * Picks the one option left once the server's answer to what was typed has come: the list is
 * redrawn when it comes, which would drop an option highlighted before.
 */
async function pickOnly(name: string | RegExp) {
  // The list of options is drawn over the page, outside the story's root.
  const body = within(document.body);
  await waitFor(() => {
    expect(body.getAllByRole('option')).toHaveLength(1);
    expect(body.getByRole('option', { name })).toBeInTheDocument();
  });
  // An arrow pressed while the list is redrawn is lost: press again until an option is highlighted.
  const input = document.activeElement as HTMLElement;
  for (let i = 0; i < 10 && !input.getAttribute('aria-activedescendant'); i++) {
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await expect(input).toHaveAttribute('aria-activedescendant', expect.any(String));
  await userEvent.keyboard('{Enter}');
  // The list closes with a short animation, hiding the page from assistive technology until then.
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** An empty invoice: issued today, due in 30 days, one line to fill. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Invoice' });
    await expect(within(form).getByRole('radio', { name: 'Invoice' })).toBeChecked();
    await expect(within(form).getByRole('group', { name: 'Line 1' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Create invoice' })).toBeInTheDocument();
  },
};

/**
 * An invoice written by keyboard alone: the customer found by typing, the first line filled
 * from a sale item (10 large trays at $9.00 = $90.00), Add line, a free-text delivery at
 * $15.00, Enter. $90.00 + $15.00 = $105.00; the page then opens INV-000124.
 */
export const CreateByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const customer = await page.findByRole('combobox', { name: /^customer/i });
    await tabTo(page.getByRole('radio', { name: 'Invoice' }), 3);
    await tabTo(customer);
    await userEvent.keyboard('green');
    await pickOnly('Green Valley Grocers');
    await waitFor(() => expect(customer).toHaveValue('Green Valley Grocers'));

    const first = page.getByRole('group', { name: 'Line 1' });
    const item = within(first).getByRole('combobox', { name: /^sale item/i });
    await waitFor(() => expect(item).toBeEnabled());
    await tabTo(item);
    await userEvent.keyboard('large');
    await pickOnly(/Eggs, large/);
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /^description/i })).toHaveValue(
        'Eggs, large (tray of 30)',
      ),
    );
    await tabTo(within(first).getByRole('textbox', { name: /^quantity/i }));
    await userEvent.keyboard('{Control>}a{/Control}10');
    await tabTo(within(first).getByRole('textbox', { name: /^unit price/i }));
    await expect(within(first).getByRole('textbox', { name: /^unit price/i })).toHaveValue('$9.00');

    await tabTo(page.getByRole('button', { name: 'Add line' }));
    await userEvent.keyboard('{Enter}');
    const second = await page.findByRole('group', { name: 'Line 2' });
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: /^sale item/i })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('Delivery to the shop');
    await tabTo(within(second).getByRole('textbox', { name: /^unit price/i }));
    await userEvent.keyboard('15');
    await userEvent.tab();
    await expect(page.getByText('$105.00', { selector: 'output' })).toBeInTheDocument();
    await tabTo(page.getByRole('button', { name: 'Create invoice' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('heading', { name: 'Invoice INV-000124' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Unpaid')).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/**
 * The server refused the customer (removed after the form loaded the list) and the first line
 * (its item came off sale meanwhile): each message stands beside its field, the line's beside
 * that line, and everything typed stays.
 */
export const Refused: Story = {
  parameters: { msw: { handlers: handlers({ retiredItemIds: [2], goneCustomerIds: [2] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const customer = await page.findByRole('combobox', { name: /^customer/i });
    customer.focus();
    await userEvent.keyboard('hill');
    await pickOnly('Hillside Bakery');
    await waitFor(() => expect(customer).toHaveValue('Hillside Bakery'));
    const line = page.getByRole('group', { name: 'Line 1' });
    const item = within(line).getByRole('combobox', { name: /^sale item/i });
    await waitFor(() => expect(item).toBeEnabled());
    item.focus();
    await userEvent.keyboard('medium');
    await pickOnly(/Eggs, medium/);
    await waitFor(() => expect(item).toHaveValue('Eggs, medium (tray of 30)'));
    page.getByRole('button', { name: 'Create invoice' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(line).findByText('Line 1: the selected item is invalid.'),
    ).toBeInTheDocument();
    await expect(page.getByText('The selected customer is invalid.')).toBeInTheDocument();
    await expect(item).toHaveValue('Eggs, medium (tray of 30)');
    await expect(customer).toHaveValue('Hillside Bakery');
  },
};

/**
 * 50,000 trays on the second line, by keyboard: Create asks first, naming the line and its
 * quantity ('Line 2: Quantity: 50,000'); Check again goes back to the form with the focus on
 * Create and every line as typed. The dialog is what the pixels show.
 */
export const UnusuallyLargeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const customer = await page.findByRole('combobox', { name: /^customer/i });
    customer.focus();
    await userEvent.keyboard('green');
    await pickOnly('Green Valley Grocers');
    const first = page.getByRole('group', { name: 'Line 1' });
    await tabTo(within(first).getByRole('textbox', { name: /^description/i }));
    await userEvent.keyboard('Trays, large');
    await tabTo(within(first).getByRole('textbox', { name: /^unit price/i }));
    await userEvent.keyboard('9');
    await tabTo(page.getByRole('button', { name: 'Add line' }));
    await userEvent.keyboard('{Enter}');
    const second = await page.findByRole('group', { name: 'Line 2' });
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: /^sale item/i })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('Eggs, loose');
    const quantity = within(second).getByRole('textbox', { name: /^quantity/i });
    await tabTo(quantity);
    await userEvent.keyboard('{Control>}a{/Control}50000');
    await tabTo(within(second).getByRole('textbox', { name: /^unit price/i }));
    await userEvent.keyboard('9');
    const create = page.getByRole('button', { name: 'Create invoice' });
    await tabTo(create);
    await userEvent.keyboard('{Enter}');
    // The dialog is drawn over the page, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Save this unusually large value?',
    });
    await expect(dialog).toHaveTextContent('Line 2: Quantity: 50,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(create).toHaveFocus());
    await expect(quantity).toHaveValue('50,000');
    await expect(within(first).getByRole('textbox', { name: /^description/i })).toHaveValue(
      'Trays, large',
    );
    // Asked again for the pixels: the dialog over the form.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Save this unusually large value?' });
  },
};

/** An estimate: no due date needed, and the button says what it makes. */
export const Estimate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const estimate = await page.findByRole('radio', { name: 'Estimate' });
    await userEvent.click(estimate);
    await expect(page.getByRole('button', { name: 'Create estimate' })).toBeInTheDocument();
    await expect(page.getByText('Optional for an estimate.')).toBeInTheDocument();
  },
};

/** The sale items are still on their way: the item field says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingSales(), ...invoicesHandlers(), ...sessionHandlers(invoiceClerk)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('combobox', { name: /^sale item/i })).toBeInTheDocument();
  },
};

/** The sale items could not be loaded (lines can still be typed), nor can anything be saved. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...failingSales(), ...failingInvoices(), ...sessionHandlers(invoiceClerk)],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
