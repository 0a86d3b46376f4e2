import { sessionHandlers } from '@backoffice/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderFigures } from '../../reports/orderFigures';
import { dispatcher } from '../testing/courierFixtures';
import { DeliveryScreensApp } from '../testing/DeliveryScreensApp';

/**
 * The first week of March: the server test's worked example. Two orders on the 3rd ($25.00
 * delivered with $6.49 fees; one still out), a pickup and a cancelled order on the 4th.
 */
const week: OrderFigures = {
  states: [
    { status: 'out_for_delivery', orders: 1, amount: 1800 },
    { status: 'delivered', orders: 1, amount: 2500 },
    { status: 'picked_up', orders: 1, amount: 1200 },
    { status: 'cancelled', orders: 1, amount: 3000 },
  ],
  days: [
    { day: '2025-03-03', placed: 2, completed: 1, cancelled: 0, revenue: 2500, fees: 649 },
    { day: '2025-03-04', placed: 2, completed: 1, cancelled: 1, revenue: 1200, fees: 100 },
  ],
  zones: [
    {
      zone: 'Hillcrest',
      placed: 1,
      completed: 0,
      revenue: 0,
      fees: 0,
      to_ready: null,
      to_done: null,
    },
    {
      zone: 'Pickup',
      placed: 1,
      completed: 1,
      revenue: 1200,
      fees: 100,
      to_ready: 30,
      to_done: 60,
    },
    {
      zone: 'Riverside North',
      placed: 2,
      completed: 1,
      revenue: 2500,
      fees: 649,
      to_ready: 30,
      to_done: 30,
    },
  ],
  overall: { to_ready: 30, to_done: 45 },
};

const none: OrderFigures = {
  states: [],
  days: [],
  zones: [],
  overall: { to_ready: null, to_done: null },
};

const answering = (name: string, data: OrderFigures) => [
  http.get(`*/api/${name}`, () => HttpResponse.json(data)),
  ...sessionHandlers(dispatcher),
];

const meta = {
  title: 'Screens/Delivery/Reports/Order reports',
  component: DeliveryScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: answering('jfd-order-report', week) } },
  args: {
    path: '/reports/jfd-order-report?fromDate=2025-03-03&thruDate=2025-03-09',
    user: dispatcher,
  },
} satisfies Meta<typeof DeliveryScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Order Report's three tables with their totals; Print and CSV reached by keyboard. */
export const OrderReport: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const byDay = await page.findByRole('table', { name: 'By day' });
    await expect(within(byDay).getAllByRole('row').at(-1)).toHaveTextContent('Total421$37.00$7.49');
    const byZone = page.getByRole('table', { name: 'By zone' });
    await expect(within(byZone).getAllByRole('row').at(-1)).toHaveTextContent(
      'All zones42$37.00$7.49',
    );
    const generate = page.getByRole('button', { name: 'Generate' });
    await waitFor(() => expect(generate).toBeEnabled());
    generate.focus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /Print/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /CSV/ })).toHaveFocus();
  },
};

/** The courier requests' report over a period without requests. */
export const CourierReportEmpty: Story = {
  args: { path: '/reports/dlv-order-report?fromDate=2025-03-03&thruDate=2025-03-09' },
  parameters: { visual: false, msw: { handlers: answering('dlv-order-report', none) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect((await page.findAllByText('No requests in this period')).length).toBe(3);
  },
};
