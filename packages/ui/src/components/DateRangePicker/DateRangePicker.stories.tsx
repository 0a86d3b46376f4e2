import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const march = { start: '2024-03-04', end: '2024-03-15' };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Report period', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, minHeight: 400 }}>
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
          'A from–thru period for reports and list filters. The value is `{ start, end }` as zero-padded `YYYY-MM-DD` strings in and out (the API’s `fromDate`/`thruDate`); `startName`/`endName` submit each end that way in a form. Type each date, or open the calendar with the button or Alt+Arrow Down: arrows move, Enter picks the first then the last day, Escape closes.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: march, description: 'Both days are included.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 11, 2024/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 22, 2024/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2024-03-11',
      end: '2024-03-22',
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: type both ends, then pick in the calendar',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton', { name: /month/i })[0]).toHaveFocus();
    await userEvent.keyboard('01052024');
    await userEvent.keyboard('01312024');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2024-01-05',
      end: '2024-01-31',
    });
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /January 5, 2024/ })).toHaveFocus(),
    );
    // Enter anchors the new range on the 5th; two weeks down, Enter ends it.
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    const endDay = (document.activeElement?.textContent ?? '').padStart(2, '0');
    await expect(Number(endDay)).toBeGreaterThan(18);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2024-01-05',
      end: `2024-01-${endDay}`,
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  name: 'Calendar open',
  args: { defaultValue: march },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    for (const month of within(canvasElement).getAllByRole('spinbutton', { name: /month/i })) {
      await expect(month).toHaveTextContent('mm');
    }
  },
};

export const Invalid: Story = {
  name: 'Invalid: end before start',
  args: { defaultValue: { start: '2024-03-15', end: '2024-03-04' }, validationBehavior: 'aria' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Start date must be before end date.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Invalid: message from the server',
  args: {
    defaultValue: march,
    isInvalid: true,
    errorMessage: 'The thru date must be a date after or equal to from date.',
  },
};

export const Disabled: Story = {
  args: { defaultValue: march, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /calendar/i })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { defaultValue: march, isReadOnly: true } };

export const LongText: Story = {
  args: {
    label: 'Period covered by the profit and loss statement sent to the brand’s accountant',
    defaultValue: { start: '2024-01-01', end: '2024-12-31' },
    description:
      'Defaults to 1 January of this year until today; sales voided after the period are still counted.',
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
  args: { defaultValue: march, isRequired: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: march },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    await within(document.body).findByRole('dialog');
  },
};
