import { ApiClientProvider } from '@backoffice/api-client';
import {
  columnTotal,
  defineReport,
  MESSAGES,
  type ReportDefinition,
  type ReportTable,
} from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '../testing/clearToasts';
import { ToastProvider } from '../toast/toast';
import { DateRangeReportScreen } from './DateRangeReportScreen';

/*
 * A sample report, declared as a domain declares one: egg sales per day and per customer, two
 * tables with totals. It tests the screen, not a domain's figures.
 */
interface EggSales {
  days: { day: string; dozens: number; revenue: number }[];
  customers: { customer: string; dozens: number; revenue: number }[];
}

/**
 * The answer's check. A domain writes it with zod; the kit does not depend on zod for one story,
 * and the screen only calls `parse`, so this stands in for it.
 */
const eggSalesSchema = {
  parse: (value: unknown) => {
    const data = value as Partial<EggSales>;
    if (!Array.isArray(data.days) || !Array.isArray(data.customers)) {
      throw new Error('Not an egg sales report.');
    }
    return data as EggSales;
  },
} as unknown as ReturnType<ReportDefinition<EggSales>['schema']>;

const eggSalesReport = defineReport<EggSales>({
  name: 'sample-egg-sales-report',
  title: 'Egg Sales',
  description: 'dozens sold and revenue per day and per customer',
  brands: [2],
  permission: 'generate_reports',
  schema: () => eggSalesSchema,
  tables: (data): ReportTable[] => [
    {
      id: 'days',
      title: 'By day',
      columns: [
        { key: 'day', label: 'Day', kind: 'date' },
        { key: 'dozens', label: 'Dozens', kind: 'number' },
        { key: 'revenue', label: 'Revenue', kind: 'money' },
      ],
      rows: data.days,
      totals: {
        day: 'Total',
        dozens: columnTotal(data.days, 'dozens'),
        revenue: columnTotal(data.days, 'revenue'),
      },
      emptyText: 'No sales in this period',
    },
    {
      id: 'customers',
      title: 'By customer',
      columns: [
        { key: 'customer', label: 'Customer', kind: 'text' },
        { key: 'dozens', label: 'Dozens', kind: 'number' },
        { key: 'revenue', label: 'Revenue', kind: 'money' },
      ],
      rows: data.customers,
      totals: {
        customer: 'Total',
        dozens: columnTotal(data.customers, 'dozens'),
        revenue: columnTotal(data.customers, 'revenue'),
      },
      emptyText: 'No customers bought in this period',
    },
  ],
});

const firstQuarter: EggSales = {
  days: [
    { day: '2025-01-06', dozens: 120, revenue: 54000 },
    { day: '2025-02-03', dozens: 95, revenue: 42750 },
    { day: '2025-03-10', dozens: 140, revenue: 63000 },
  ],
  customers: [
    { customer: 'Corner Grocery', dozens: 210, revenue: 94500 },
    { customer: 'Hillside Bakery', dozens: 145, revenue: 65250 },
  ],
};

const API = `*/api/${eggSalesReport.name}`;
const answering = (data: EggSales) => [http.get(API, () => HttpResponse.json(data))];

/** The report screen at one address, with the app's client, toasts and a fresh cache. */
function ReportScreenApp({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/reports/:name',
          element: (
            <main style={{ padding: '1.5rem', maxWidth: '72rem' }}>
              <h1 style={{ marginTop: 0 }}>{eggSalesReport.title}</h1>
              <DateRangeReportScreen report={eggSalesReport} />
            </main>
          ),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <ApiClientProvider
      onSessionEnd={() => {}}
      onServerError={() => {}}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApiClientProvider>
  );
}

const QUARTER = `/reports/${eggSalesReport.name}?fromDate=2025-01-01&thruDate=2025-03-31`;

const meta = {
  title: 'Screens/Reports/Date-range report',
  component: ReportScreenApp,
  parameters: { layout: 'fullscreen', msw: { handlers: answering(firstQuarter) } },
  args: { path: QUARTER },
} satisfies Meta<typeof ReportScreenApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before Generate: the period (1 January of this year to today, so no pixel baseline), no
 * report and no Print or CSV yet.
 */
export const BeforeGenerate: Story = {
  args: { path: `/reports/${eggSalesReport.name}` },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Generate' })).toBeEnabled();
    await expect(page.getByText('Egg Sales: dozens sold and revenue per day and per customer.'));
    await expect(page.queryByRole('button', { name: /Print/ })).toBeNull();
    await expect(page.queryByRole('button', { name: /CSV/ })).toBeNull();
  },
};

/** While the report is built. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(API, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('progressbar', { name: /Building the Egg Sales/ }));
  },
};

/** The server failed: the screen says what to do, and the period stays. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(API, () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/The report could not be built/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /CSV/ })).toBeNull();
    // The general toast shows too; it is cleared so the picture never depends on its timing.
    await within(canvasElement.ownerDocument.body).findByText(MESSAGES.general);
    await clearToasts();
  },
};

/** The first quarter: both tables with their totals, then Print and CSV. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const report = await page.findByRole('region', {
      name: 'Egg Sales, 2025-01-01 to 2025-03-31',
    });
    const tables = within(report).getAllByRole('table');
    await expect(tables).toHaveLength(2);
    await expect(within(tables[0] as HTMLElement).getByText('$1,597.50')).toBeInTheDocument();
    await expect(within(tables[1] as HTMLElement).getByText('Corner Grocery')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  },
};

/** A period without sales: each table says so. */
export const EmptyPeriod: Story = {
  parameters: { msw: { handlers: answering({ days: [], customers: [] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No sales in this period')).toBeInTheDocument();
    await expect(page.getByText('No customers bought in this period')).toBeInTheDocument();
  },
};

/** By keyboard: Tab to From, type both dates, Tab to Generate and press Enter. */
export const GenerateByKeyboard: Story = {
  args: { path: `/reports/${eggSalesReport.name}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const from = await page.findByRole('group', { name: 'From' });
    await userEvent.tab();
    await waitFor(() => expect(from).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('01012025');
    await userEvent.tab();
    const thru = page.getByRole('group', { name: 'Thru' });
    await expect(thru).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('03312025');
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('region', { name: 'Egg Sales, 2025-01-01 to 2025-03-31' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  },
};
