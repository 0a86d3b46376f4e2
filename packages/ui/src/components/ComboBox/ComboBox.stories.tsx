import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';

const customers: SelectOption[] = [
  'Adebayo Foods',
  'Blue Harbor Café',
  'Brightside Bakery',
  'Corner Market',
  'Dunmore Grocers',
  'Eastside Deli',
  'Fairview School Kitchen',
  'Green Basket Co-op',
  'Harbor Hotel',
  'Hilltop Diner',
  'Lakeside Restaurant',
  'Maple Street Market',
  'Northgate Catering',
  'Oakridge Farm Shop',
  'Pine Hill Pantry',
  'Riverside Bistro',
  'Rosewood Care Home',
  'Sunrise Breakfast Bar',
  'Westfield Butchers',
  'Willow Creek Inn',
].map((name, index) => ({ name, value: `c-${index + 1}` }));

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Customer', options: customers, onChange: fn(), placeholder: 'Search customers' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, minHeight: 360 }}>
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
          'A searchable choice for long lists (customers, products, towns). Options are `{ name, value }` like `Select`; typing filters them. For a server search, pass the results as `options` with `filterOptions={false}`, follow `onInputChange`, and set `isLoading` while fetching. Keyboard: type to filter, Arrow Down opens and moves, Enter picks, Escape closes (a second Escape clears).',
      },
    },
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Customer' });
    await userEvent.type(input, 'market');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Corner Market',
      'Maple Street Market',
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith('c-12');
    await expect(input).toHaveValue('Maple Street Market');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: type, arrow, Enter, Escape',
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const input = within(canvasElement).getByRole('combobox', { name: 'Customer' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('har');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('c-9');
    await expect(input).toHaveValue('Harbor Hotel');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Harbor Hotel');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'c-4', description: 'Invoices go to this customer’s billing contact.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Customer' });
    // The text follows the option list, which is built just after the first render.
    await waitFor(() => expect(input).toHaveValue('Corner Market'));
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Customer' }), 'zzz');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('No matches');
  },
};

function ServerSearch(props: React.ComponentProps<typeof ComboBox>) {
  const [query, setQuery] = useState('');
  return (
    <ComboBox
      {...props}
      filterOptions={false}
      inputValue={query}
      onInputChange={setQuery}
      // The search never answers here, to show the state a slow server leaves it in.
      isLoading={query.length > 0}
      options={[]}
    />
  );
}

export const Loading: Story = {
  name: 'Loading (server search)',
  render: (args) => <ServerSearch {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Customer' }), 'bri');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Loading…');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a customer from the list.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Customer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'c-4', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Customer' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { defaultValue: 'c-4', isReadOnly: true } };

export const ManyItems: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Show suggestions|Customer/ }),
    );
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(customers.length);
  },
};

export const LongText: Story = {
  args: {
    label: 'Customer to bill for the standing weekly egg order',
    options: [
      {
        name: 'The Fairview Unified School District Central Kitchen and Catering Services',
        value: 'long',
      },
      ...customers,
    ],
    defaultValue: 'long',
    description:
      'Only customers with an open account appear here; ask accounts to open one for a new customer.',
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
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Customer' }), 'b');
    await within(document.body).findByRole('listbox');
  },
};
