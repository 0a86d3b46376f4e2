import { clearToasts, onFixedDay } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CharityScreensApp } from '../testing/CharityScreensApp';
import { officer } from '../testing/fixtures';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import { charityHandlers } from '../testing/handlers';

const meta = {
  title: 'Screens/Charity/Donations/Form',
  component: CharityScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: charityHandlers() } },
  args: { path: '/donations/new', user: officer },
  // A new donation is dated today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay('2026-03-14'),
} satisfies Meta<typeof CharityScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new donation: cash to start with, dated today, asking for the amount and the method. */
export const NewCash: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'New donation' });
    await expect(within(form).getByRole('textbox', { name: /^Donor(?! contact)/ })).toHaveFocus();
    await expect(within(form).getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(within(form).getByRole('textbox', { name: /Amount/ })).toBeInTheDocument();
    await expect(within(form).queryByRole('group', { name: 'Items' })).not.toBeInTheDocument();
    await expect(within(form).getByRole('button', { name: /Project/ })).toHaveTextContent(
      'No project',
    );
  },
};

/**
 * An in-kind donation from the keyboard: the donor, In kind with the arrow keys, then an item
 * and its quantity; the value follows (40 bags at $6.50 = $260.00). Recorded, the screen moves
 * to the new receipt, RCT-000024, with Print receipt.
 */
export const InKindByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await page.findByRole('form', { name: 'New donation' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Donor(?! contact)/ })).toHaveFocus(),
    );
    await userEvent.keyboard('Alief Community Church');
    const cash = within(form).getByRole('radio', { name: 'Cash' });
    cash.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(form).getByRole('radio', { name: 'In kind (goods)' })).toBeChecked();
    const items = await within(form).findByRole('group', { name: /Items/ });
    const pick = within(items).getByRole('button', { name: /Package item/ });
    pick.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Rice (5 kg bag) (bag)' }));
    const quantity = within(items).getByRole('textbox', { name: /Quantity \(bag\)/ });
    await userEvent.type(quantity, '40');
    await userEvent.tab();
    await expect(items).toHaveTextContent('$260.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Record donation' }));
    await page.findByRole('heading', { name: 'Donation RCT-000024' }, { timeout: 5000 });
    await expect(page.getByRole('button', { name: /Print receipt/ })).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/** Cash without an amount or method: the server's messages beside the fields, nothing lost. */
export const CashRefused: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'New donation' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Donor(?! contact)/ }),
      'Tunde',
    );
    (form as HTMLFormElement).noValidate = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Record donation' }));
    await expect(
      await page.findByText('The amount field is required when the kind is cash.'),
    ).toBeInTheDocument();
    await expect(within(form).getByRole('textbox', { name: /^Donor(?! contact)/ })).toHaveValue(
      'Tunde',
    );
  },
};

/** An in-kind donation opened to correct it: its items valued, Print receipt and Void above. */
export const EditInKind: Story = {
  args: { path: '/donations/22/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Donation RCT-000022' });
    const items = await page.findByRole('group', { name: /Items/ });
    await waitFor(() => expect(items).toHaveTextContent('$370.00'));
    await expect(page.getByRole('button', { name: 'Void' })).toBeInTheDocument();
  },
};

/** Print receipt fetches the PDF and hands it to the browser as RCT-000023.pdf. */
export const PrintReceipt: Story = {
  parameters: { visual: false },
  args: { path: '/donations/23/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      const print = await page.findByRole('button', { name: /Print receipt/ });
      print.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(saved).toEqual(['RCT-000023.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** Voiding the cash gift with a reason, from the keyboard: the page then says it is void. */
export const VoidByKeyboard: Story = {
  parameters: { visual: false },
  args: { path: '/donations/23/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await page.findByRole('button', { name: 'Void' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Void RCT-000023' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus(),
    );
    await userEvent.keyboard('Cheque bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void donation' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page.findByText(/Void: Cheque bounced/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/** A void donation: its reason, its fields shown and not editable, Print still there. */
export const VoidDonation: Story = {
  args: { path: '/donations/21/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Void: Recorded twice/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Print receipt/ })).toBeInTheDocument();
  },
};
