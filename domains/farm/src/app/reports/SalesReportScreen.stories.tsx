import { clearToasts, sessionHandlers } from '@backoffice/app-kit/testing';
import { MESSAGES } from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SalesReportData } from '../../reports/salesReport';
import { FarmScreensApp } from '../testing/FarmScreensApp';
import { salesManager } from '../testing/salesFixtures';

/**
 * Two days of March: 5 trays ($45.00) and a hen ($6.00) on the 1st, the hen given back on the
 * 2nd; $51.00 sold, $6.00 refunded, $45.00 net.
 */
const march: SalesReportData = {
  days: [
    { day: '2025-03-01', item: 'Spent hen', units: 1, gross: 600, refunds: 0, net: 600 },
    {
      day: '2025-03-01',
      item: 'Tray of large eggs (30)',
      units: 5,
      gross: 4500,
      refunds: 0,
      net: 4500,
    },
    { day: '2025-03-02', item: 'Spent hen', units: 0, gross: 0, refunds: 600, net: -600 },
  ],
  methods: [
    { method: 'card', sales: 1, gross: 2700, refunds: 0, net: 2700 },
    { method: 'cash', sales: 1, gross: 2400, refunds: 600, net: 1800 },
  ],
};

const answering = (answer: () => Promise<Response> | Response) => [
  http.get('*/api/jf-sale-report', answer),
  ...sessionHandlers(salesManager),
];

const PERIOD = '/reports/jf-sale-report?fromDate=2025-03-01&thruDate=2025-03-31';

const meta = {
  title: 'Screens/Farm/Reports/Sales Report',
  component: FarmScreensApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: answering(() => HttpResponse.json(march)) },
  },
  args: { path: PERIOD, user: salesManager },
} satisfies Meta<typeof FarmScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The period's two tables with their totals, and Print and CSV, reached by keyboard after the
 * period's dates and Generate.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const byDay = await page.findByRole('table', { name: 'By day and item' });
    const generate = page.getByRole('button', { name: 'Generate' });
    await waitFor(() => expect(generate).toBeEnabled());
    generate.focus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /Print/ })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: /CSV/ })).toHaveFocus();
    await expect(within(byDay).getAllByRole('row').at(-1)).toHaveTextContent(
      'Total6$51.00$6.00$45.00',
    );
    const byMethod = page.getByRole('table', { name: 'By payment method' });
    await expect(within(byMethod).getAllByRole('row')[2]).toHaveTextContent(
      'Cash1$24.00$6.00$18.00',
    );
    await expect(page.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  },
};

/** A period without sales: each table says so, and the totals are nil. */
export const Empty: Story = {
  parameters: { msw: { handlers: answering(() => HttpResponse.json({ days: [], methods: [] })) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect((await page.findAllByText('No sales in this period')).length).toBe(2);
  },
};

/** While the figures are summed. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: answering(async () => {
        await delay('infinite');
        return HttpResponse.json(march);
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Building the Sales Report' }),
    ).toBeInTheDocument();
  },
};

/** The server failed: the screen says so, and the period stays to try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: answering(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('could not be built');
    // The general toast shows too; it is cleared so the picture never depends on its timing.
    await within(canvasElement.ownerDocument.body).findByText(MESSAGES.general);
    await clearToasts();
  },
};
