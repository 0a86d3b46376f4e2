/**
 * The driver's screens against the MSW server: a delivery finished with its proof goes back to
 * the driver's list, which no longer holds it; a board row's `a` key opens the picker only on
 * an order that can take a driver.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { driver, orders } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';
import { server } from '../testing/setup';
import { canTakeDriver } from './OrdersListScreen';

describe('the driver’s delivery', () => {
  it('is delivered with the recipient’s name and a photo, then leaves the driver’s list', async () => {
    server.use(...ordersHandlers({ user: driver }));
    const user = userEvent.setup();
    render(<DeliveryScreensApp path="/deliveries/104" user={driver} />);
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    await user.type(screen.getByRole('textbox', { name: /Recipient name/ }), 'Mia Chen');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('The photo field is required.')).toBeTruthy();
    const photo = new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    const mine = await screen.findByRole('region', { name: /My deliveries/ }, { timeout: 5000 });
    await waitFor(() => expect(within(mine).queryByText('ORD-000104')).not.toBeInTheDocument());
    expect(
      within(mine).getByText('Nothing to deliver. Orders assigned to you show here.'),
    ).toBeTruthy();
  });
});

describe('the driver’s list', () => {
  it('shows the open deliveries behind a long history of delivered ones', async () => {
    const delivered = orders.find((order) => order.id === 102)!;
    const past = Array.from({ length: 120 }, (_, i) => ({
      ...delivered,
      id: 1000 + i,
      number: `ORD-${String(1000 + i).padStart(6, '0')}`,
      slot_date: '2025-01-01',
    }));
    server.use(...ordersHandlers({ user: driver, orders: [...past, ...orders] }));
    render(<DeliveryScreensApp path="/deliveries" user={driver} />);
    const mine = await screen.findByRole('region', { name: /My deliveries/ });
    expect(await within(mine).findByText('ORD-000104')).toBeTruthy();
    expect(within(mine).queryByText('ORD-001000')).not.toBeInTheDocument();
  });
});

describe('the driver’s order', () => {
  it('shows the customer’s phone, to call from the door', async () => {
    server.use(...ordersHandlers({ user: driver }));
    render(<DeliveryScreensApp path="/deliveries/104" user={driver} />);
    const call = await screen.findByRole('link', { name: '(212) 555 - 0104' });
    expect(call.getAttribute('href')).toBe('tel:2125550104');
  });
});

describe('who takes a driver', () => {
  it('is a ready or returned delivery only', () => {
    const byNumber = (id: number) => orders.find((order) => order.id === id)!;
    expect(canTakeDriver(byNumber(105))).toBe(true); // ready delivery
    expect(canTakeDriver(byNumber(103))).toBe(false); // ready pickup
    expect(canTakeDriver(byNumber(104))).toBe(false); // out for delivery
    expect(canTakeDriver({ ...byNumber(104), status: 'returned' })).toBe(true);
  });
});
