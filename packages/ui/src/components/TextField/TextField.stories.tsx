import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email address', placeholder: 'name@example.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
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
          'A single-line text input. Always give it a `label`; put hints in `description`, not in the placeholder. `isRequired` adds the marker and the browser check; inside a `Form`, the server\'s 422 messages for the field\'s `name` appear below it. Use `type="email"`, `"password"`, `"search"`, `"tel"` or `"url"` for the right keyboard on phones.',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Receipts and password resets go here.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'dana@example.com');
    await expect(input).toHaveValue('dana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('dana@example.com');
    await expect(input).toHaveAccessibleDescription('Receipts and password resets go here.');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab in, type, Tab out',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="First name" placeholder={undefined} />
      <TextField {...args} label="Last name" placeholder={undefined} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Dana');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    await userEvent.keyboard('Reyes');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Reyes');
  },
};

export const Empty: Story = {};

export const Required: Story = {
  name: 'Required, checked on submit',
  args: { isRequired: true, name: 'email', type: 'email' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('dana@example.com');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'dana@',
    isInvalid: true,
    errorMessage: 'Enter an email address like name@example.com.',
    description: 'Receipts and password resets go here.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter an email address like name@example.com.'),
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'dana@example.com', isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: {
    defaultValue: 'dana@example.com',
    isReadOnly: true,
    description: 'Ask an administrator to change it.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('dana@example.com');
  },
};

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the driver when nobody answers at the front door',
    defaultValue:
      'Leave the parcel with the neighbour at number 14, behind the blue gate, and text the customer a photo',
    description:
      'Shown to the driver on the delivery screen and printed on the packing slip, so keep it short and avoid personal details.',
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
  args: { isRequired: true, description: 'Receipts and password resets go here.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} description="Receipts and password resets go here." />
      <TextField
        {...args}
        label="Backup email"
        defaultValue="dana@"
        isInvalid
        errorMessage="Enter a valid email address."
      />
      <TextField {...args} label="Username" defaultValue="dreyes" isDisabled />
    </div>
  ),
};
