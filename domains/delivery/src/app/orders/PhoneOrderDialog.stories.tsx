import { clearToasts } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { phoneOrderHandlers } from '../testing/phoneOrderHandlers';

const meta = {
  title: 'Screens/Delivery/Orders/Phone order',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: phoneOrderHandlers() } },
  args: { path: '/jfd-orders', user: dispatcher },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** Types into a search field and takes the first match with the arrow and Enter. */
async function search(field: HTMLElement, typed: string, body: Scope, option: string) {
  field.focus();
  await userEvent.keyboard(typed);
  await body.findByRole('option', { name: option });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(field).toHaveValue(option));
}

/** Picks a select's option by typing its first letters on the closed select. */
async function typeAhead(dialog: Scope, label: RegExp, typed: string, shown: string) {
  const button = dialog.getByRole('button', { name: label });
  button.focus();
  await userEvent.keyboard(typed);
  await waitFor(() => expect(button).toHaveTextContent(shown));
}

/**
 * Opens the dialog from the board and fills it by keyboard alone: the customer searched by
 * name (their address and zone fill the delivery's), the speed and slot by type-ahead, two
 * lines (one gift-wrapped), a coupon and a note; the estimate follows.
 */
async function fill(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const open = await page.findByRole('button', { name: 'New phone order' });
  open.focus();
  await userEvent.keyboard('{Enter}');
  const element = await body.findByRole('dialog', { name: 'New phone order' });
  const dialog = within(element);
  const customer = dialog.getByRole('combobox', { name: /Customer/ });
  await waitFor(() => expect(customer).toHaveFocus());
  await search(customer, 'Ami', body, 'Amira Haddad');
  await waitFor(() =>
    expect(dialog.getByRole('textbox', { name: /Address/ })).toHaveValue('12 Quay Lane'),
  );
  await typeAhead(dialog, /Shipping speed/, 'Ex', 'Express');
  // A fixed day, so the picture stays the same from day to day.
  const [month] = dialog.getAllByRole('spinbutton', { name: /month/i });
  month?.focus();
  await userEvent.keyboard('12242030');
  await typeAhead(dialog, /Slot\b(?! day)/, '10', '10:00-12:00');
  const products = () => dialog.getAllByRole('combobox', { name: /Product/ });
  const quantities = () => dialog.getAllByRole('textbox', { name: /Quantity/ });
  await search(products()[0] as HTMLElement, 'coffee', body, 'Ground coffee 250 g');
  quantities()[0]?.focus();
  await userEvent.keyboard('{Control>}a{/Control}2');
  await expect(quantities()[0]).toHaveValue('2');
  dialog.getAllByRole('checkbox', { name: /Gift wrap/ })[0]?.focus();
  await userEvent.keyboard(' ');
  dialog.getByRole('button', { name: 'Add item' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(products()).toHaveLength(2));
  await search(products()[1] as HTMLElement, 'milk', body, 'Whole milk 1 L');
  quantities()[1]?.focus();
  await userEvent.keyboard('{Control>}a{/Control}3');
  await expect(quantities()[1]).toHaveValue('3');
  dialog.getByRole('textbox', { name: /Coupon code/ }).focus();
  await userEvent.keyboard('save10');
  dialog.getByRole('textbox', { name: /Notes/ }).focus();
  await userEvent.keyboard('Ring twice');
  // 2 × ($8.99 + $1.50) + 3 × $1.49, as typed.
  const estimate = element.querySelector('output');
  await waitFor(() => expect(estimate).toHaveTextContent('$25.45'));
  return { body, dialog, element };
}

/** The form filled by keyboard, as the dispatcher reads it back to the caller. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await fill(canvasElement);
    await expect(dialog.getByText(/the server prices the order/)).toBeInTheDocument();
    forgetAnnouncements();
  },
};

/**
 * The server refuses the coupon: its message shows beside it with everything typed kept;
 * with another coupon the order is placed, and the toast gives the server's number and total.
 */
export const Placed: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { body, dialog, element } = await fill(canvasElement);
    const coupon = dialog.getByRole('textbox', { name: /Coupon code/ });
    coupon.focus();
    await userEvent.keyboard('{Control>}a{/Control}expired{Enter}');
    await expect(await dialog.findByText('This coupon is not valid today.')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Notes/ })).toHaveValue('Ring twice');
    await waitFor(() => expect(coupon).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}save10{Tab}');
    await expect(coupon).toHaveValue('save10');
    dialog.getByRole('button', { name: 'Place order' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(element).not.toBeInTheDocument());
    await waitFor(() =>
      expect(body.getByText(/^Order ORD-\d+ placed/)).toHaveTextContent(
        'Order ORD-000109 placed, total $36.94.',
      ),
    );
    await clearToasts();
    forgetAnnouncements();
  },
};
