import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Email the receipt to the customer', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
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
          'A yes/no choice saved with a form ("Email the receipt", "I have checked the stock"). The label is the clickable text beside the box. `isIndeterminate` shows a dash for "some of these" in select-all rows. For several related choices wrap them in `CheckboxGroup`; for a setting that applies at once use `Switch`. Space toggles it.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Email the receipt to the customer',
    });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Email the receipt to the customer'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab, Space toggles',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Email the receipt to the customer',
    });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Some selected
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected>
        Read only
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Some selected' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    const readOnly = canvas.getByRole('checkbox', { name: 'Read only' });
    await userEvent.click(canvas.getByText('Read only'));
    await expect(readOnly).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Sent from the shop’s address as soon as the sale is recorded.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAccessibleDescription(
      'Sent from the shop’s address as soon as the sale is recorded.',
    );
  },
};

export const Required: Story = {
  name: 'Required, checked on submit',
  args: { children: 'I have counted the cash in the drawer', isRequired: true, name: 'counted' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} />
      <div>
        <Button type="submit">Close the register</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /I have counted the cash/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Close the register' }));
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Accept the terms to continue.',
    children: 'I accept the supplier terms',
  },
};

export const LongText: Story = {
  args: {
    children:
      'Restock the returned items into the inventory they were sold from, and add a line to this week’s inventory log so the count reconciles at the end of the week',
    description: 'Leave it unticked for damaged goods; they go to the write-off list instead.',
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
  args: { description: 'Sent as soon as the sale is recorded.', defaultSelected: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: States.render,
};
