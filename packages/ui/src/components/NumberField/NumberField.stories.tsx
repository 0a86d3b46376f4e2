import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Quantity', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // A field shown alone is not a page: landmarks belong to the app shell.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A number typed or stepped: quantities, weights, percentages. `formatOptions` takes `Intl.NumberFormat` options (`{ style: "percent" }`, units, fraction digits); a value outside `minValue`/`maxValue` or off `step` is refused at the field with a message naming it, and stays as typed: never clamped or rounded. A decimal comma (`7,2`) reads as the decimal point, a comma before three digits groups thousands (`1,250`), and any other comma (`1,2,3`, `12,`) is refused, as are more decimals than the figures show (a third one on dollars): the text stays as typed with a message at the field and the field reports `NaN`, never a reading of it; nothing is rounded away. Arrow Up/Down add or take 1. For money use `MoneyField`. An empty field reports `NaN`.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 12, minValue: 0, description: 'Trays of 30 eggs.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(input).toHaveValue('13');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(40);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows step, a value past the limit is refused as typed',
  args: { defaultValue: 5, minValue: 0, maxValue: 10, step: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{Control>}a{/Control}25');
    await userEvent.tab();
    // Kept as typed, and refused with a message: never moved to 10.
    await expect(input).toHaveValue('25');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Quantity must not be greater than 10.');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}1.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.5');
    await expect(input).toHaveAccessibleDescription('Quantity must be a whole number.');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}8');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
  },
};

export const DecimalComma: Story = {
  name: 'A decimal comma reads as the point; a stray comma is refused',
  args: {
    label: 'Parcel weight',
    formatOptions: { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Parcel weight' });
    await userEvent.click(input);
    await userEvent.keyboard('7,2');
    await userEvent.tab();
    // Seven point two kilograms, never 72.
    await expect(args.onChange).toHaveBeenLastCalledWith(7.2);
    await expect(input).toHaveValue('7.2 kg');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}1,2,5');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Parcel weight has a comma out of place: write it as 1,250.5 or 1250.5.',
    );
    // Kept as typed, and no number: never React Aria's reading of it (125 kg).
    await expect(input).toHaveValue('1,2,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
  },
};

/**
 * The error state of a stray comma, by keyboard alone: "12," is refused at the field as typed,
 * with the product's message (React Aria would read it as 12, the count held), and fixed in place.
 */
export const StrayCommaRefused: Story = {
  name: 'Keyboard: a stray comma is refused as typed, then fixed',
  args: { label: 'Eggs collected', defaultValue: 12, minValue: 0, step: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Eggs collected' });
    await expect(input).toHaveFocus();
    // The 12 held, with a comma after it.
    await userEvent.keyboard('{Control>}a{/Control}12,{Enter}');
    await expect(input).toHaveValue('12,');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Eggs collected has a comma out of place: write it as 1,250.5 or 1250.5.',
    );
    // The 12 it held goes: nothing is saved that was not meant.
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.tab();
    await expect(input).toHaveValue('12,');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}12');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    // Shown in its error state for the pixel baseline.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}1,2,3');
    await userEvent.tab();
    await expect(input).toHaveValue('1,2,3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = { args: { placeholder: '0' } };

export const Percent: Story = {
  args: {
    label: 'Discount',
    defaultValue: 0.15,
    formatOptions: { style: 'percent' },
    step: 0.05,
    minValue: 0,
    maxValue: 1,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Discount' });
    await expect(input).toHaveValue('15%');
  },
};

export const Decimal: Story = {
  name: 'Units and decimals',
  args: {
    label: 'Feed given',
    defaultValue: 42.5,
    step: 0.5,
    align: 'end',
    formatOptions: { style: 'unit', unit: 'kilogram', minimumFractionDigits: 1 },
  },
};

export const WithoutSteppers: Story = { args: { showSteppers: false, defaultValue: 3 } };

export const Invalid: Story = {
  args: { defaultValue: 0, isInvalid: true, errorMessage: 'Order at least one tray.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 12, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 12, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('12');
  },
};

export const LongText: Story = {
  args: {
    label: 'Number of layer hens moved from barn B to the free-range paddock this week',
    defaultValue: 1234567,
    description: 'Counted at the evening feed; the inventory log updates when the week is closed.',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultValue: 12, description: 'Trays of 30 eggs.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 12, description: 'Trays of 30 eggs.' },
};
