import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const methods = (
  <>
    <Radio value="cash">Cash</Radio>
    <Radio value="card">Card</Radio>
    <Radio value="transfer">Bank transfer</Radio>
    <Radio value="account" isDisabled>
      On account
    </Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', children: methods, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
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
          'Exactly one of a few options that should all stay visible (payment method, notice level). Children are `Radio`s with a `value`; a `Radio` may carry its own `description`. Tab enters the group at the chosen option, the arrow keys move and choose, and Tab leaves. More than about six options: use `Select`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    await userEvent.click(canvas.getByText('Card'));
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab in, arrows choose',
  args: { defaultValue: 'card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'cash' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Notice level',
    defaultValue: 'Normal',
    children: (
      <>
        <Radio value="Normal" description="Shown with a blue badge.">
          Normal
        </Radio>
        <Radio value="Urgent" description="Shown with a red badge at the top of the dashboard.">
          Urgent
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Urgent' }),
    ).toHaveAccessibleDescription('Shown with a red badge at the top of the dashboard.');
  },
};

export const Required: Story = {
  name: 'Required, checked on submit',
  args: { isRequired: true, name: 'method' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <RadioGroup {...args} />
      <div>
        <Button type="submit">Record sale</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record sale' }));
    const group = canvas.getByRole('radiogroup', { name: /Payment method/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByText('Cash'));
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Card payments are off until the reader is fixed.',
    defaultValue: 'card',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'cash' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'transfer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Cash'));
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label:
      'What should happen to the items when the customer refunds a sale paid partly in cash and partly by card?',
    children: (
      <>
        <Radio value="restock">
          Put every returned item back into the inventory it was sold from, and log it
        </Radio>
        <Radio value="writeoff">
          Write the items off as damaged and record them on this week’s expense report
        </Radio>
      </>
    ),
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
  args: { orientation: 'horizontal', defaultValue: 'card' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'card', description: 'Shown on the receipt.' },
};
