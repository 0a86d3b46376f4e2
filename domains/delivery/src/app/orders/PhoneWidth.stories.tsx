import { expectFitsPhone, phoneViewport } from '@backoffice/app-kit/testing/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { courierHandlers } from '../testing/courierHandlers';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';
import { concierge, driver } from '../testing/ordersFixtures';
import { ordersHandlers } from '../testing/ordersHandlers';

/**
 * The screens of the concierge and the driver on a 390 px phone: the fulfilment queue and an
 * order being picked, the orders board and an order, the courier requests and one request; the
 * driver's deliveries, a delivery, the pickups and a pickup. Each fits the width: nothing
 * scrolls sideways, nothing covers the top bar.
 */
const meta = {
  title: 'Screens/Delivery/Phone width',
  component: DeliveryScreensApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: ordersHandlers({ user: concierge }) },
    ...phoneViewport.parameters,
  },
  globals: phoneViewport.globals,
  args: { path: '/fulfillments', user: concierge },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const asDriver = {
  parameters: { msw: { handlers: ordersHandlers({ user: driver }) } },
} as const;

/** The concierge's queue: the order being fulfilled, then the one waiting. */
export const FulfilmentQueue: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const waiting = await page.findByRole('region', { name: /Waiting/ });
    await waitFor(() => expect(within(waiting).getByText('ORD-000107')).toBeInTheDocument());
    await expectFitsPhone(canvasElement);
  },
};

/** Picking an order: every line with its Found, Substitute and Unavailable within reach. */
export const Fulfilment: Story = {
  args: { path: '/fulfillments/106' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const milk = await page.findByRole('listitem', { name: /Whole milk/ });
    const substitute = within(milk).getByRole('button', { name: 'Substitute' });
    await expectFitsPhone(canvasElement);
    await expect(substitute.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/**
 * The orders board in two columns: each order over its customer and slot, its state over its
 * total and driver.
 */
export const OrdersBoard: Story = {
  args: { path: '/jfd-orders' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const board = await page.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(board).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(
      within(board)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Order', 'Status']));
    await expectFitsPhone(canvasElement);
  },
};

/** One order: its lines, money and timeline. */
export const Order: Story = {
  args: { path: '/jfd-orders/108' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: /ORD-000108/ })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** The courier requests in two columns: each request over who sends it to whom, its state over its fee. */
export const CourierRequests: Story = {
  args: { path: '/dlv-courier-requests' },
  parameters: { msw: { handlers: courierHandlers({ user: concierge }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('grid', { name: 'Courier requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByText('$12.50')).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** One courier request: its parties, parcel, fee and steps. */
export const CourierRequest: Story = {
  args: { path: '/dlv-courier-requests/41' },
  parameters: { msw: { handlers: courierHandlers({ user: concierge }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: /CR-000041/ })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** The driver's deliveries. */
export const Deliveries: Story = {
  ...asDriver,
  args: { path: '/deliveries', user: driver },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const mine = await page.findByRole('region', { name: /My deliveries/ });
    await waitFor(() => expect(within(mine).getAllByRole('link')).toHaveLength(1));
    await expectFitsPhone(canvasElement);
  },
};

/** A delivery: the address, the lines and the large Delivered button. */
export const Delivery: Story = {
  ...asDriver,
  args: { path: '/deliveries/104', user: driver },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** The driver's pickups. */
export const Pickups: Story = {
  ...asDriver,
  args: { path: '/pickups', user: driver },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('ORD-000103')).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};

/** A pickup: where and what to collect. */
export const Pickup: Story = {
  ...asDriver,
  args: { path: '/pickups/103', user: driver },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: /ORD-000103/ })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};
