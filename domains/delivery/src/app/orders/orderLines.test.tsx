/**
 * An order's items as the dispatcher and the concierge read them: each line's total (so the
 * items add up to the subtotal), its price each when more than one, and its add-ons by name.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { concierge, orders } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';
import { server } from '../testing/setup';
import type { Order } from './orderTypes';

/** Order 106 with its first line gift-wrapped with an ice pack: $1.50 + $0.50 more each. */
function withAddons(): Order[] {
  return orders.map((order) =>
    order.id === 106
      ? {
          ...order,
          lines: order.lines?.map((line, i) =>
            i === 0 ? { ...line, addon_ids: [1, 2], addons_price: 200 } : line,
          ),
        }
      : order,
  );
}

describe('an order’s items', () => {
  it('shows each line’s total, its price each and its add-ons by name', async () => {
    const chosen = withAddons().find((order) => order.id === 106)!;
    const first = chosen.lines![0]!;
    server.use(...ordersHandlers({ user: dispatcher, orders: withAddons() }));
    render(<DeliveryScreensApp path="/jfd-orders/106" user={dispatcher} />);
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(await within(items).findByText('With Gift wrap, Extra ice pack')).toBeTruthy();
    const each = (first.unit_price ?? 0) + 200;
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    if (first.quantity > 1) expect(within(items).getByText(`${money(each)} each`)).toBeTruthy();
    expect(within(items).getByText(money(first.quantity * each))).toBeTruthy();
  });

  it('names the add-ons on the concierge’s picking screen', async () => {
    server.use(...ordersHandlers({ user: concierge, orders: withAddons() }));
    render(<DeliveryScreensApp path="/fulfillments/106" user={concierge} />);
    expect(await screen.findByText('With Gift wrap, Extra ice pack')).toBeTruthy();
  });
});
