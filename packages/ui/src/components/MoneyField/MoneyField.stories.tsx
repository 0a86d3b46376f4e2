import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: { label: 'Amount', onChange: fn() },
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
          'An amount in US dollars, always formatted for en-US (`$1,234.56`). **The value is integer cents**, in and out: `value={1999}` shows `$19.99`, typing `19.99` reports `1999`, and a cleared field reports `null`. A form submits cents under `name`. Amounts cannot go below zero unless `allowsNegative` (refunds, adjustments); `minValue`/`maxValue` are in cents too.',
      },
    },
  },
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1999, description: 'Price per tray, before tax.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('$19.99');
    await userEvent.clear(input);
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(123450);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: type, arrows step a cent, Tab out',
  args: { defaultValue: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('7.25');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('$7.26');
    await expect(args.onChange).toHaveBeenLastCalledWith(726);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Empty: Story = { args: { placeholder: '$0.00' } };

export const Negative: Story = {
  name: 'Negative amounts allowed',
  args: {
    label: 'Adjustment',
    allowsNegative: true,
    defaultValue: -4550,
    description: 'Negative for a credit to the customer.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Adjustment' })).toHaveValue(
      '-$45.50',
    );
  },
};

export const SubmitsCents: Story = {
  name: 'In a form: submits cents, shows the server error',
  render: (args) => {
    const [result, setResult] = useState('');
    const [errors, setErrors] = useState<Record<string, string[]>>({});
    return (
      <Form
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const cents = Number(new FormData(event.currentTarget).get('amount'));
          setResult(`Sent amount=${cents}`);
          setErrors(cents < 500 ? { amount: ['The amount must be at least 5.00.'] } : {});
        }}
      >
        <MoneyField {...args} name="amount" />
        <div>
          <Button type="submit">Save</Button>
        </div>
        <output>{result}</output>
      </Form>
    );
  },
  args: { defaultValue: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Sent amount=250')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The amount must be at least 5.00.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(canvas.queryByText('The amount must be at least 5.00.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Sent amount=1200')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 0, isInvalid: true, errorMessage: 'Enter the amount paid.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 1999, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Total', defaultValue: 1234599, isReadOnly: true, align: 'end' },
};

export const LongText: Story = {
  args: {
    label: 'Amount refunded to the original payment method, including delivery fee',
    defaultValue: 987654321,
    description:
      'Refunds over $1,000.00 need a manager’s approval before the money leaves the account.',
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
  args: { defaultValue: 1999, description: 'Price per tray, before tax.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 1999, description: 'Price per tray, before tax.' },
};
