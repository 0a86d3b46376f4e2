import { clearToasts, onFixedDay, sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { forgetAnnouncements } from '../testing/forgetAnnouncements';
import {
  invoiceClerk,
  openEstimate,
  overdueInvoice,
  paidInvoice,
  unpaidInvoice,
} from '../testing/invoicesFixtures';
import { failingInvoices, invoicesHandlers, pendingInvoices } from '../testing/invoicesHandlers';

const handlers = (options?: Parameters<typeof invoicesHandlers>[0]) => [
  ...invoicesHandlers(options),
  ...sessionHandlers(invoiceClerk),
];

const meta = {
  title: 'Screens/Farm/Invoices/Invoice',
  component: FarmScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { path: `/jf-invoices/${unpaidInvoice.id}`, user: invoiceClerk },
  // A payment is dated today: the stories fix today so their pixels stay the same.
  beforeEach: onFixedDay('2025-03-14'),
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An unpaid invoice: 10 trays at $9.00 ($90.00) and a delivery at $15.00 make $105.00, nothing
 * paid. It may be printed, paid or voided.
 */
export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Invoice INV-000123' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Unpaid')).toBeInTheDocument();
    // Total $105.00, paid $0.00, balance $105.00.
    await expect(page.getAllByText('$105.00', { selector: 'dd' })).toHaveLength(2);
    for (const name of ['Print', 'Record payment', 'Void']) {
      await expect(page.getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(
      page.queryByRole('button', { name: 'Convert to invoice' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * Past its due date with $100.00 of $150.00 left: the badge and the due date stand out, and
 * a void is no longer offered (a payment came in).
 */
export const Overdue: Story = {
  args: { path: `/jf-invoices/${overdueInvoice.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Overdue')).toBeInTheDocument();
    await expect(page.getByText('Partly paid')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  },
};

/**
 * The payments address opens the Payments tab: the $50.00 transfer of Feb 20. Arrow keys move
 * between the tabs.
 */
export const PaymentsTab: Story = {
  args: { path: `/jf-invoices/${overdueInvoice.id}/payments` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const payments = await page.findByRole('tab', { name: 'Payments' });
    await expect(payments).toHaveAttribute('aria-selected', 'true');
    // The payments are a list of their own, loaded beside the invoice.
    await expect(await page.findByRole('table', { name: 'Payments' })).toHaveTextContent(
      'TRX-4471',
    );
    await userEvent.click(payments);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('table', { name: 'Lines' })).toBeInTheDocument();
  },
};

/**
 * Two payments by keyboard: $40.00 of $105.00 by bank transfer leaves $65.00 (partly paid),
 * then the whole $65.00 left, which the amount starts at, makes it paid.
 */
export const TwoPayments: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const record = await page.findByRole('button', { name: 'Record payment' });
    record.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('dialog', { name: /Record a payment/ });
    const amount = within(dialog).getByRole('textbox', { name: /^amount/i });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveValue('$105.00');
    await userEvent.keyboard('{Control>}a{/Control}40');
    await userEvent.tab();
    await expect(within(dialog).getByText('$65.00', { selector: 'output' })).toBeInTheDocument();
    const reference = within(dialog).getByRole('textbox', { name: /^reference/i });
    for (let i = 0; i < 8 && document.activeElement !== reference; i++) await userEvent.tab();
    await userEvent.keyboard('TRX-5120{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    await expect(await page.findByText('Partly paid')).toBeInTheDocument();
    await waitFor(() =>
      expect(page.getByRole('table', { name: 'Payments' })).toHaveTextContent('TRX-5120'),
    );

    (await page.findByRole('button', { name: 'Record payment' })).focus();
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: /Record a payment/ });
    await expect(within(dialog).getByRole('textbox', { name: /^amount/i })).toHaveValue('$65.00');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
    await expect(await page.findByText('Paid', { selector: 'span' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    // Both payments listed: a heading row and two rows.
    await waitFor(() =>
      expect(
        within(page.getByRole('table', { name: 'Payments' })).getAllByRole('row'),
      ).toHaveLength(3),
    );
    await clearToasts();
  },
};

/**
 * $110.00 against a balance of $105.00: the dialog says it is $5.00 above, and the server's
 * 422 stands beside the amount; the amount typed stays.
 */
export const PaymentAboveBalance: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Record payment' }));
    const dialog = await body.findByRole('dialog', { name: /Record a payment/ });
    const amount = within(dialog).getByRole('textbox', { name: /^amount/i });
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}110');
    await userEvent.tab();
    await expect(within(dialog).getByText('Above the balance by')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await expect(
      await within(dialog).findByText('The amount may not be greater than the balance of $105.00.'),
    ).toBeInTheDocument();
    await expect(amount).toHaveValue('$110.00');
  },
};

/**
 * Someone took a payment while this page was open: the void answers 409 with the server's
 * sentence, the page refetches, and the dialog offers only to keep the invoice.
 */
export const VoidRefused: Story = {
  parameters: {
    msw: {
      handlers: handlers({
        changedMeanwhile: [
          {
            ...unpaidInvoice,
            status: 'partially_paid',
            paid: 4000,
            balance: 6500,
            payments: [
              { id: 9, paid_on: '2025-03-14', amount: 4000, method: 'cash', reference: null },
            ],
          },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Void' }));
    const dialog = await body.findByRole('dialog', { name: 'Void Invoice INV-000123' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An invoice with payments cannot be voided.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Void invoice' })).toBeDisabled(),
    );
  },
};

/**
 * An open estimate: no payments, no void; it is converted into a new invoice (INV-000124),
 * which the page then opens, linking back to the estimate.
 */
export const EstimateConverted: Story = {
  args: { path: `/jf-invoices/${openEstimate.id}` },
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: 'Estimate EST-000045' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await expect(page.queryByRole('tab', { name: 'Payments' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Convert to invoice' }));
    const dialog = await body.findByRole('dialog', { name: 'Convert Estimate EST-000045' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert to invoice' }));
    await expect(
      await page.findByRole('heading', { name: 'Invoice INV-000124' }),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('link', { name: 'Estimate EST-000045' }),
    ).toBeInTheDocument();
    await expect(
      await body.findByText('Estimate EST-000045 converted into Invoice INV-000124.'),
    ).toBeInTheDocument();
    forgetAnnouncements();
    await clearToasts();
  },
};

/** A paid invoice made from an estimate: it links back to it and offers only printing. */
export const Paid: Story = {
  args: { path: `/jf-invoices/${paidInvoice.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Estimate EST-000044' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  },
};

/** Print fetches the PDF and hands it to the browser as INV-000123.pdf. */
export const Print: Story = {
  args: { path: `/jf-invoices/${unpaidInvoice.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      const print = await page.findByRole('button', { name: 'Print' });
      print.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(saved).toEqual(['INV-000123.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** The invoice is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingInvoices(), ...sessionHandlers(invoiceClerk)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toBeInTheDocument();
  },
};

/** The invoice could not be loaded. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...failingInvoices(), ...sessionHandlers(invoiceClerk)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};
