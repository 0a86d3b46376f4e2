import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_PASTE_ERROR } from './formatPhone';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PhoneInput {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A US phone number field. It shows '(XXX) XXX - XXXX' (16 characters at most) while `value`, `defaultValue`, `onChange` and the submitted `name` all carry the digits only, as the server stores them; use `formatPhone` to show a stored number elsewhere. Typed non-digits are ignored. A paste that is neither plain digits nor already in the template is refused with the alert 'Only numbers are allowed in this field or data in the format (XXX) XXX - XXXX'.",
      },
    },
  },
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123 - 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('5551234567');
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: letters ignored, Backspace edits',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('55x5-12a3');
    await expect(input).toHaveValue('(555) 123');
    await userEvent.keyboard('45678');
    await expect(input).toHaveValue('(555) 123 - 4567');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(555) 123');
    await expect(args.onChange).toHaveBeenLastCalledWith('555123');
  },
};

export const PasteRefused: Story = {
  name: 'Paste: refused unless digits or the template',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('555.123.4567');
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent(PHONE_PASTE_ERROR);
    await userEvent.paste('(555) 987 - 6543');
    await expect(input).toHaveValue('(555) 987 - 6543');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Filled: Story = {
  args: { defaultValue: '5559876543', description: 'Used for delivery updates.' },
};

export const Invalid: Story = {
  args: { defaultValue: '555123', errorMessage: 'The phone field must be 10 digits.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('The phone field must be 10 digits.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '5559876543', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Phone number' }),
    ).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Mobile number of the emergency contact who can be reached during working hours',
    description: 'We only call this number if the employee cannot be reached.',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <PhoneInput {...args} defaultValue="5559876543" />
    </div>
  ),
};

export const Dark: Story = {
  args: { defaultValue: '555123', errorMessage: 'The phone field must be 10 digits.' },
  globals: { theme: 'dark' },
};
