/**
 * The marketplace's order screens against the MSW server: the open orders and the history; an
 * order's parts with their actions (a part cancelled by keyboard with its reason); a customer's
 * orders; a refund approved and one denied; a payable run and a payable paid; the statistics'
 * charts with their figures in words and in tables.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrdersScreensApp } from '../testing/OrdersScreensApp';
import { ordersAdmin, ordersViewer } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';
import { server } from '../testing/setup';
import { lastMonth } from './PayablesScreen';

describe('orders', () => {
  it('lists the open orders, and the closed ones in the history', async () => {
    server.use(...ordersHandlers({ user: ordersViewer }));
    const { unmount } = render(<OrdersScreensApp path="/evd-orders" user={ordersViewer} />);
    const table = await screen.findByRole('grid', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: 'MKT-000101' })).toBeTruthy();
    expect(within(table).queryByText('MKT-000090')).toBeNull();
    expect(screen.getByRole('link', { name: 'Order report' }).getAttribute('href')).toBe(
      '/reports/evd-order-report',
    );
    unmount();
    render(<OrdersScreensApp path="/evd-order-history" user={ordersViewer} />);
    const history = await screen.findByRole('grid', { name: 'Order history' });
    expect(await within(history).findByRole('link', { name: 'MKT-000090' })).toBeTruthy();
  });

  it('shows an order’s parts and cancels one by keyboard, with its reason', async () => {
    server.use(...ordersHandlers());
    const user = userEvent.setup();
    render(<OrdersScreensApp path="/evd-orders/101" user={ordersAdmin} />);
    const south = await screen.findByRole('region', { name: /South Weavers · MKT-000101-B/ });
    expect(within(south).getByRole('rowheader', { name: 'Wool rug (Large)' })).toBeTruthy();
    expect(await screen.findByText('Split between 2 stores')).toBeTruthy();
    within(south).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel MKT-000101-B' });
    const buttons = within(dialog).getAllByRole('button', { name: 'Cancel' });
    const submit = buttons[buttons.length - 1] as HTMLElement;
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of stock');
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(south).getByText('Cancelled')).toBeTruthy());
  });

  it('offers no action to a user who does not manage stores', async () => {
    server.use(...ordersHandlers({ user: ordersViewer }));
    render(<OrdersScreensApp path="/evd-orders/101" user={ordersViewer} />);
    await screen.findByRole('region', { name: /South Weavers · MKT-000101-B/ });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a customer’s totals and orders', async () => {
    server.use(...ordersHandlers());
    render(<OrdersScreensApp path="/evd-customers/21" user={ordersAdmin} />);
    expect(await screen.findByRole('heading', { name: 'Ava Brooks' })).toBeTruthy();
    expect(screen.getByText('$174.00')).toBeTruthy();
    const orders = await screen.findByRole('grid', { name: 'Orders of Ava Brooks' });
    expect(await within(orders).findByRole('link', { name: 'MKT-000101' })).toBeTruthy();
  });
});

describe('refunds', () => {
  it('approves a request opened by keyboard, and denies with a reason', async () => {
    server.use(...ordersHandlers());
    const user = userEvent.setup();
    render(<OrdersScreensApp path="/settings/refunds" user={ordersAdmin} />);
    const table = await screen.findByRole('grid', { name: 'Refund requests' });
    await within(table).findByText('RF-000003');
    expect(within(table).queryByText('RF-000002')).toBeNull();
    await user.click(within(table).getByText('RF-000003'));
    const panel = await screen.findByRole('region', { name: /Refund RF-000003/ });
    within(panel).getByRole('button', { name: 'Deny' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Deny refund RF-000003/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Used item');
    const buttons = within(dialog).getAllByRole('button', { name: 'Deny' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(within(panel).getByText('Denied')).toBeTruthy());
  });
});

describe('payables', () => {
  it('runs the payables of last month from the dialog', async () => {
    server.use(...ordersHandlers());
    const user = userEvent.setup();
    render(<OrdersScreensApp path="/evd-payables" user={ordersAdmin} />);
    const table = await screen.findByRole('grid', { name: 'Payables' });
    expect(await within(table).findByText('$67.25')).toBeTruthy();
    screen.getByRole('button', { name: 'New payable run' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New payable run' });
    within(dialog).getByRole('button', { name: 'Make payables' }).focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('3 payables made, $214.50 in all; 1 store already had one.'),
    ).toBeTruthy();
    // The day before March 1 is February 28 (2026 is no leap year); the month starts on the 1st.
    expect(lastMonth('2026-03-15')).toEqual({ from: '2026-02-01', thru: '2026-02-28' });
    // January's last month is the year before's December.
    expect(lastMonth('2027-01-01')).toEqual({ from: '2026-12-01', thru: '2026-12-31' });
  });

  it('shows a payable figure by figure and marks it paid', async () => {
    server.use(...ordersHandlers());
    const user = userEvent.setup();
    render(<OrdersScreensApp path="/evd-payables/12" user={ordersAdmin} />);
    expect(await screen.findByText('Commission at 12.50 % (override)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid PAY-000012' });
    const buttons = within(dialog).getAllByRole('button', { name: 'Mark paid' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await within(dialog).findByText('The reference field is required.')).toBeTruthy();
  });
});

describe('statistics', () => {
  it('draws the charts as images with their figures in words, and the tables', async () => {
    server.use(...ordersHandlers());
    render(
      <OrdersScreensApp
        path="/evd-statistics?fromDate=2026-11-01&thruDate=2026-11-03"
        user={ordersAdmin}
      />,
    );
    const chart = await screen.findByRole('img', { name: /Top stores by sales/ });
    expect(chart.textContent).toContain('South Weavers: $160.00');
    expect(screen.getByText('+53.3 % against 2026-10-25 to 2026-10-31')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Top products' })).toBeTruthy();
  });

  it('builds this year’s figures at once when the address names no period', async () => {
    server.use(...ordersHandlers());
    render(<OrdersScreensApp path="/evd-statistics" user={ordersAdmin} />);
    expect(await screen.findByRole('img', { name: /Top stores by sales/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order report' }).getAttribute('href')).toBe(
      '/reports/evd-order-report',
    );
  });
});
