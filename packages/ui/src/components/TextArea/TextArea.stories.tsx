import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Notes', onChange: fn() },
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
          'Multi-line text: notes, addresses, ticket messages. It starts `rows` lines tall (4) and the user can drag it taller. With `maxLength` a counter shows how much room is left and turns red at the limit. Enter adds a line; Tab leaves the field.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    description: 'Only staff can see these notes.',
    placeholder: 'Anything the next shift should know',
  },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'Gate code 4410');
    await expect(area).toHaveValue('Gate code 4410');
    await expect(args.onChange).toHaveBeenLastCalledWith('Gate code 4410');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter adds a line, Tab leaves',
  args: { maxLength: 120 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextArea {...args} />
      <button type="button">Next</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
    await expect(canvas.getByText('17 / 120')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

export const Empty: Story = {};

export const WithCounterAtLimit: Story = {
  name: 'Counter at the limit',
  args: {
    maxLength: 20,
    defaultValue: 'Twenty characters!!!',
    description: 'A short title for the notice.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'more');
    await expect(area).toHaveValue('Twenty characters!!!');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'The notes field is required.',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('The notes field is required.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Delivered to reception.', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Delivered to reception, signed by J. Okafor.', isReadOnly: true },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'The customer asked for the order to be split across two deliveries because the storage room is being repainted this week. The first half goes on Tuesday morning before 10:00, the rest on Thursday afternoon. Call ahead both times; the side entrance on Mill Lane is the only one open.',
    description: 'The area scrolls; drag its corner to see more.',
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
  args: { maxLength: 500, description: 'Only staff can see these notes.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    maxLength: 500,
    defaultValue: 'Gate code 4410',
    description: 'Only staff can see these notes.',
  },
};
