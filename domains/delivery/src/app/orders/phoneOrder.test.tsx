import { businessToday } from '@backoffice/contract';
/**
 * The board's phone order: what the dialog sends (the fields, each line with its add-ons,
 * never a price), the server's 422 beside the field and the line it is about with nothing
 * typed lost, and the toast with the server's total once placed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { ordersHandlers } from '../testing/ordersHandlers';
import { phoneOrderHandlers } from '../testing/phoneOrderHandlers';
import { server } from '../testing/setup';

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, field: HTMLElement, typed: string, option: string) {
  await user.type(field, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function pick(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('a phone order on the board', () => {
  it('sends the order without prices, shows a 422 beside its field and line, then places it', async () => {
    const bodies: URLSearchParams[] = [];
    let listReads = 0;
    server.use(
      ...phoneOrderHandlers({
        onPlace: (body) => bodies.push(body),
        onListRead: () => {
          listReads += 1;
        },
      }),
    );
    const user = userEvent.setup();
    render(<DeliveryScreensApp path="/jfd-orders" user={dispatcher} />);
    await user.click(await screen.findByRole('button', { name: 'New phone order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New phone order' });

    await choose(
      user,
      within(dialog).getByRole('combobox', { name: /Customer/ }),
      'Ami',
      'Amira Haddad',
    );
    // The customer's address and zone fill the delivery's.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue('12 Quay Lane'),
    );
    await pick(user, dialog, 'Shipping speed', 'Express');
    await pick(user, dialog, 'Slot', '10:00-12:00');

    const products = () => within(dialog).getAllByRole('combobox', { name: /Product/ });
    const quantities = () => within(dialog).getAllByRole('textbox', { name: /Quantity/ });
    await choose(user, products()[0]!, 'coffee', 'Ground coffee 250 g');
    await user.clear(quantities()[0]!);
    await user.type(quantities()[0]!, '2');
    await user.click(within(dialog).getAllByRole('checkbox', { name: /Gift wrap/ })[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await choose(user, products()[1]!, 'oat', 'Oat drink 1 L');
    await user.clear(quantities()[1]!);
    await user.type(quantities()[1]!, '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'expired');
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Ring twice');
    // 2 × ($8.99 + $1.50) + 3 × $1.89, as typed.
    await waitFor(() => expect(within(dialog).getByText('$26.65')).toBeInTheDocument());
    expect(within(dialog).getByText(/the server prices the order/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const coupon = within(dialog).getByRole('textbox', { name: /Coupon code/ });
    await waitFor(() =>
      expect(within(dialog).getByText('This coupon is not valid today.')).toBeInTheDocument(),
    );
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    const secondLine = within(dialog).getByRole('group', { name: /Item 2/ });
    expect(
      within(secondLine).getByText('Line 2: the selected product is invalid.'),
    ).toBeInTheDocument();
    // Nothing typed is lost.
    expect(coupon).toHaveValue('expired');
    expect(products()[0]).toHaveValue('Ground coffee 250 g');
    expect(products()[1]).toHaveValue('Oat drink 1 L');
    expect(quantities()[1]).toHaveValue('3');

    await user.clear(coupon);
    await user.type(coupon, 'save10');
    await user.tab(); // leaving the field commits it, which clears its message
    const second = products()[1]!;
    await user.clear(second);
    await choose(user, second, 'milk', 'Whole milk 1 L');
    const readsBefore = listReads;
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    const sent = Object.fromEntries(
      [...bodies[1]!.keys()].map((key) => [key, bodies[1]!.getAll(key).join(',')]),
    );
    expect(sent).toEqual({
      customer_id: '41',
      kind: 'delivery',
      zone_id: '1',
      shipping_speed_id: '2',
      address: '12 Quay Lane',
      slot_date: businessToday(),
      slot: '10:00-12:00',
      notes: 'Ring twice',
      coupon_code: 'save10',
      'lines[0][product_id]': '1',
      'lines[0][quantity]': '2',
      'lines[0][addon_ids][0]': '1',
      'lines[1][product_id]': '2',
      'lines[1][quantity]': '3',
    });
    expect(Object.keys(sent).some((key) => /price|total/.test(key))).toBe(false);
    // The server's number and total: $20.98 + $4.47 + $9.99 + $1.50 in fees.
    expect(await screen.findByText('Order ORD-000109 placed, total $36.94.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New phone order' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
  }, 60_000);

  it('offers phone orders on the board only, not in the history', async () => {
    server.use(...ordersHandlers());
    render(<DeliveryScreensApp path="/jfd-order-history" user={dispatcher} />);
    await screen.findByRole('grid', { name: 'Order history' });
    expect(screen.queryByRole('button', { name: 'New phone order' })).not.toBeInTheDocument();
  });
});
