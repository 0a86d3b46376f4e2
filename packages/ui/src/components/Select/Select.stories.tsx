import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const categories: SelectOption[] = [
  { name: 'Feed', value: 'feed' },
  { name: 'Fuel', value: 'fuel' },
  { name: 'Packaging', value: 'packaging' },
  { name: 'Repairs and maintenance', value: 'repairs' },
  { name: 'Utilities', value: 'utilities' },
  { name: 'Wages', value: 'wages', isDisabled: true },
];

const towns: SelectOption[] = [
  'Ashford',
  'Barnhill',
  'Brookside',
  'Cedar Falls',
  'Clearwater',
  'Dunmore',
  'Eastwick',
  'Fairview',
  'Glenrock',
  'Harborview',
  'Highland Park',
  'Kingsbridge',
  'Lakeside',
  'Maple Grove',
  'Millbrook',
  'Northgate',
  'Oakridge',
  'Pine Hill',
  'Riverside',
  'Rosewood',
  'Springfield',
  'Stonebridge',
  'Westfield',
  'Willow Creek',
].map((name, index) => ({ name, value: index + 1 }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Category', options: categories, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 320 }}>
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
          "Picks one option from a short list. Options are `{ name, value }` (the product's select option); `value` and `onChange` speak in the option's `value`. It reads 'Choose One' until something is picked. Keyboard: Tab to it, Space/Enter or Arrow Down opens, arrows move, Enter picks, Escape closes; typing a letter jumps to a matching option. For long lists use `ComboBox`.",
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveTextContent('Choose One');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Packaging' }));
    await expect(args.onChange).toHaveBeenCalledWith('packaging');
    await expect(trigger).toHaveTextContent('Packaging');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: open, arrow, Enter, Escape',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Feed' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fuel');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Fuel');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Fuel');
  },
};

export const Open: Story = {
  name: 'Open, with a disabled option',
  args: { defaultValue: 'fuel' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Fuel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Wages' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Empty: Story = {
  name: 'Empty list',
  args: { options: [], description: 'Add categories under Settings first.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('No options');
  },
};

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Loading…');
  },
};

export const Required: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'The category field is required.',
    name: 'category',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The category field is required.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'feed', isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toBeDisabled();
  },
};

export const ManyItems: Story = {
  args: { label: 'Service town', options: towns },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Service town/ });
    trigger.focus();
    // Typing selects the first match while closed, like a native select.
    await userEvent.keyboard('Ri');
    await expect(trigger).toHaveTextContent('Riverside');
    await expect(args.onChange).toHaveBeenLastCalledWith(19);
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(towns.length);
  },
};

export const LongText: Story = {
  args: {
    label: 'Expense category used on the profit and loss statement',
    options: [
      {
        name: 'Repairs and maintenance of barns, fences, feeders and the egg-grading machine',
        value: 'repairs',
      },
      ...categories,
    ],
    defaultValue: 'repairs',
    description:
      'Variable expenses count against the month they were paid in; fixed ones are spread over the year.',
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
  args: { description: 'Shown on the expense report.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'fuel', description: 'Shown on the expense report.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    await within(document.body).findByRole('listbox');
  },
};
