import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Due date', onChange: fn() },
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
          'A typed date. Values are `YYYY-MM-DD` strings, zero-padded, in (`value`, `defaultValue`, `minValue`, `maxValue`) and out (`onChange`, and the form value under `name`), exactly as the API sends dates; a malformed value shows as empty. The segments follow the user’s locale (mm/dd/yyyy in en-US). Keyboard: Tab or Left/Right move between segments, digits fill them, Up/Down change one, Backspace clears.',
      },
    },
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2024-03-05', description: 'The invoice is overdue after this day.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Due date' })).toHaveTextContent('3/5/2024');
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-06');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: type a date segment by segment',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    await userEvent.keyboard('7');
    // A month above 1 cannot take a second digit, so focus moves on by itself.
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveFocus();
    await userEvent.keyboard('2031');
    await expect(args.onChange).toHaveBeenLastCalledWith('2031-07-04');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2031-07-03');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: /month/i }),
    ).toHaveTextContent('mm');
  },
};

export const OutOfRange: Story = {
  name: 'Invalid: outside min and max',
  args: {
    label: 'Collection date',
    defaultValue: '2024-02-10',
    minValue: '2024-03-01',
    maxValue: '2024-03-31',
    validationBehavior: 'aria',
    description: 'Logs can only be added for March 2024.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(/must be 3\/1\/2024 or later/i)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'The due date field is required.' },
};

export const Disabled: Story = {
  args: { defaultValue: '2024-03-05', isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: /month/i }),
    ).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '2024-03-05', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Date the layer flock was moved to the new barn and the feeding schedule changed',
    defaultValue: '2023-12-31',
    description:
      'Feeding logs before this date keep the old schedule; later ones use the new ration.',
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
  args: { defaultValue: '2024-03-05', isRequired: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '2024-03-05', description: 'The invoice is overdue after this day.' },
};
