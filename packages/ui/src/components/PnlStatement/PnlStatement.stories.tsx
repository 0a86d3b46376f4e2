import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { type PnlReport, PnlStatement } from './PnlStatement';

const profitable: PnlReport = {
  revenue: [
    { name: 'Egg sales', value: 4_812_550 },
    { name: 'Spent hen sales', value: 356_000 },
    { name: 'Manure sales', value: 42_075 },
  ],
  cogs: [
    { name: 'Layer feed', value: 1_980_420 },
    { name: 'Egg trays and packaging', value: 214_380 },
    { name: 'Vaccines and medication', value: 96_150 },
  ],
  variable: [
    { name: 'Fuel', value: 128_900 },
    { name: 'Casual labour', value: 310_000 },
  ],
  fixed: [
    { name: 'Rent', value: 450_000 },
    { name: 'Salaries', value: 1_200_000 },
    { name: 'Insurance', value: 85_000 },
  ],
  totals: {
    revenue: 5_210_625,
    cogs: 2_290_950,
    gross: 2_919_675,
    expense: 2_173_900,
    net: 745_775,
  },
};

const loss: PnlReport = {
  revenue: [{ name: 'Egg sales', value: 1_250_000 }],
  cogs: [
    { name: 'Layer feed', value: 1_420_000 },
    { name: 'Egg trays and packaging', value: 95_500 },
  ],
  variable: [{ name: 'Fuel', value: 64_000 }],
  fixed: [{ name: 'Rent', value: 450_000 }],
  totals: { revenue: 1_250_000, cogs: 1_515_500, gross: -265_500, expense: 514_000, net: -779_500 },
};

const empty: PnlReport = {
  revenue: [],
  cogs: [],
  variable: [],
  fixed: [],
  totals: { revenue: 0, cogs: 0, gross: 0, expense: 0, net: 0 },
};

const meta = {
  title: 'Components/PnlStatement',
  component: PnlStatement,
  args: { report: profitable, from: '2024-01-01', thru: '2024-03-31' },
  parameters: {
    docs: {
      description: {
        component:
          "The farm brand's profit and loss statement. Pass the PNL report response as it comes (`revenue`, `cogs`, `variable`, `fixed` lists of `{name, value}` and `totals`) with **every amount in integer cents**, as the server stores money; it shows US dollars, en-US. A negative Gross Profit or Net Profit (Loss) shows in red with its minus sign. The statement carries a print stylesheet, so the report page's Print button can simply call `window.print()`. It is read, not operated: nothing in it takes focus, so the keyboard passes from the controls before it straight to those after it.",
      },
    },
  },
} satisfies Meta<typeof PnlStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A statement to read, not to operate: the keyboard passes over it without a stop.
    await expect(
      canvasElement.querySelectorAll('a, button, input, select, textarea, [tabindex]'),
    ).toHaveLength(0);
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    const statement = canvas.getByRole('region', { name: 'Profit & Loss Statement' });
    await expect(statement).toHaveTextContent('2024-01-01 – 2024-03-31');
    const net = canvas.getByRole('row', { name: 'Net Profit (Loss) $7,457.75' });
    await expect(net).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Egg sales $48,125.50' })).toBeVisible();
  },
};

/** On the report page, between the period's controls and the Print button. */
export const KeyboardPassesOver: Story = {
  name: 'Keyboard: Tab passes over the statement',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Button variant="secondary">Change period</Button>
      <PnlStatement {...args} />
      <Button variant="secondary">Print</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change period' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Print' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Change period' })).toHaveFocus();
  },
};

export const Loss: Story = {
  name: 'Loss: negative gross and net in red',
  args: { report: loss },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gross = canvas.getByText('-$2,655.00');
    const net = canvas.getByText('-$7,795.00');
    await expect(gross).toHaveAttribute('data-negative');
    await expect(net).toHaveAttribute('data-negative');
    const revenue = canvas.getAllByText('$12,500.00')[0]!;
    await expect(getComputedStyle(net).color).not.toBe(getComputedStyle(revenue).color);
  },
};

export const Empty: Story = {
  name: 'Empty period',
  args: { report: empty, from: '2024-07-01', thru: '2024-07-31' },
};

export const LongNames: Story = {
  args: {
    report: {
      ...profitable,
      fixed: [
        ...profitable.fixed,
        {
          name: 'Annual maintenance contract for the automated egg grading and packing line, including parts',
          value: 123_456_789,
        },
      ],
      totals: {
        ...profitable.totals,
        expense: 2_173_900 + 123_456_789,
        net: 745_775 - 123_456_789,
      },
    },
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <PnlStatement {...args} />
    </div>
  ),
};

export const Dark: Story = { args: { report: loss }, globals: { theme: 'dark' } };
