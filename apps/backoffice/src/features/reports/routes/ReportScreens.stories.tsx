import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Reports/Reports',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.pnl(), ...handlers.session()] },
  },
  args: { path: '/reports', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poultry brand's six report tiles. */
export const PoultryTiles: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'PNL Report' })).toBeInTheDocument();
  },
};

/** The delivery brand has one report. */
export const DeliveryTiles: Story = {
  args: { user: { ...manager, active_brand_id: 8 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Order Report' })).toBeInTheDocument();
  },
};

/** A brand without reports. */
export const NoReports: Story = {
  args: { user: { ...manager, active_brand_id: 1 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This brand has no reports.')).toBeInTheDocument();
  },
};

/** The statement for the first quarter, with Print once there are results. */
export const PnlStatement: Story = {
  args: { path: '/reports/jf-pnl-report?fromDate=2025-01-01&thruDate=2025-03-31' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Profit & Loss Statement')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  },
};

/** Before Generate: no statement and no Print button. */
export const PnlBeforeGenerate: Story = {
  args: { path: '/reports/jf-pnl-report' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Generate' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Print/ })).toBeNull();
  },
};

/** While the statement is built. */
export const PnlLoading: Story = {
  args: { path: '/reports/jf-pnl-report?fromDate=2025-01-01&thruDate=2025-03-31' },
  parameters: {
    msw: { handlers: [...handlers.pending('/api/jf-pnl-report'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      // The one report screen names its spinner after the report.
      await page.findByRole('progressbar', { name: 'Building the Profit & Loss Statement' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Print/ })).toBeNull();
  },
};

/** The statement could not be built: the general toast, and no Print button. */
export const PnlLoadFailed: Story = {
  args: { path: '/reports/jf-pnl-report?fromDate=2025-01-01&thruDate=2025-03-31' },
  parameters: {
    msw: { handlers: [...handlers.unavailable('/api/jf-pnl-report'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('There has been an error processing your request. Please try again'),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Print/ })).toBeNull();
  },
};

/**
 * A period without sales, refunds or expenses: every section says so, the totals are zero, and
 * the empty statement can still be printed.
 */
export const PnlEmptyPeriod: Story = {
  args: { path: '/reports/jf-pnl-report?fromDate=2025-07-01&thruDate=2025-07-31' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/jf-pnl-report', () =>
          HttpResponse.json({
            revenue: [],
            cogs: [],
            variable: [],
            fixed: [],
            totals: { revenue: 0, cogs: 0, gross: 0, expense: 0, net: 0 },
          }),
        ),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const statement = await page.findByRole('region', { name: 'Profit & Loss Statement' });
    const inStatement = within(statement);
    await expect(inStatement.getByText('No revenue in this period')).toBeInTheDocument();
    await expect(inStatement.getByText('No cost of goods sold in this period')).toBeInTheDocument();
    await expect(inStatement.getByText('No variable expenses in this period')).toBeInTheDocument();
    await expect(inStatement.getByText('No fixed expenses in this period')).toBeInTheDocument();
    await expect(
      inStatement.getByRole('row', { name: 'Net Profit (Loss) $0.00' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  },
};
