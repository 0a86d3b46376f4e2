import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dispatcher, historyReader } from '../testing/courierFixtures';
import { courierHandlers } from '../testing/courierHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

const meta = {
  title: 'Screens/Delivery/Courier/Courier requests',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: courierHandlers() } },
  args: { path: '/dlv-courier-requests', user: dispatcher },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The live list: requested, accepted and picked-up requests only, newest first. A keyboard
 * pass: the search, the filters, then the New courier request link.
 */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Courier requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).queryByText('CR-000038')).not.toBeInTheDocument();
    await expect(within(table).getByText('$12.50')).toBeInTheDocument();
    const search = page.getByRole('searchbox', { name: 'Search number, sender or recipient' });
    await userEvent.click(search);
    await userEvent.keyboard('Ama{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /Status/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /Zone/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('link', { name: 'New courier request' })).toHaveFocus();
  },
};

/** The new-request dialog: the fee worked out as it is typed (large, 7.2 kg: $12.50). */
export const NewRequest: Story = {
  args: { path: '/dlv-courier-requests?new=1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New courier request' });
    const form = within(dialog);
    const [sender] = form.getAllByRole('textbox', { name: /^Sender/ });
    await userEvent.type(sender as HTMLElement, 'Ama Mensah');
    await userEvent.click(form.getByRole('button', { name: /Zone/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Harbour North' }));
    await userEvent.click(form.getByRole('button', { name: /Size/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Large' }));
    await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '7.2');
    await userEvent.tab();
    await waitFor(() => expect(form.getByText('$12.50')).toBeInTheDocument());
    await expect(form.getByText('$1.50')).toBeInTheDocument();
    form.getByRole('region', { name: 'Fee' }).scrollIntoView({ block: 'end' });
  },
};

/** Nothing live: the empty state. */
export const Empty: Story = {
  parameters: { visual: false, msw: { handlers: courierHandlers({ requests: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No courier requests yet')).toBeInTheDocument();
  },
};

/** The history, as someone who reads it only: delivered and cancelled rows, no links. */
export const History: Story = {
  args: { path: '/dlv-courier-request-history', user: historyReader },
  parameters: { visual: false, msw: { handlers: courierHandlers({ user: historyReader }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Courier request history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByText('CR-000038')).toBeInTheDocument();
    await expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'New courier request' })).not.toBeInTheDocument();
  },
};
