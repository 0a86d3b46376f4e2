import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Form } from '../Form';
import { CheckboxGroup } from './CheckboxGroup';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Delivery days',
    onChange: fn(),
    children: days.slice(0, 5).map((day) => (
      <Checkbox key={day} value={day.toLowerCase()}>
        {day}
      </Checkbox>
    )),
  },
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
          'Several checkboxes answering one question, with one label, one help text and one error. The value is the list of checked `value`s; `isRequired` means at least one. Each box is its own Tab stop; Space toggles. `orientation="horizontal"` wraps them in a row.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'The driver’s route is planned for these days.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Delivery days' })).toBeVisible();
    await userEvent.click(canvas.getByText('Monday'));
    await userEvent.click(canvas.getByText('Thursday'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['monday', 'thursday']);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab between boxes, Space toggles',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Wednesday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['monday', 'wednesday']);
  },
};

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    defaultValue: ['tuesday', 'friday'],
    children: days.map((day) => (
      <Checkbox key={day} value={day.toLowerCase()}>
        {day}
      </Checkbox>
    )),
  },
};

export const Required: Story = {
  name: 'Required, checked on submit',
  args: { isRequired: true, name: 'days' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <CheckboxGroup {...args} />
      <div>
        <Button type="submit">Save route</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save route' }));
    await expect(canvas.getByRole('group', { name: /Delivery days/ })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    await userEvent.click(canvas.getByText('Friday'));
    await expect(canvas.getByRole('group', { name: /Delivery days/ })).not.toHaveAttribute(
      'data-invalid',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick at least two days.', defaultValue: ['monday'] },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['monday', 'friday'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox'))
      await expect(box).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: ['monday', 'friday'] } };

export const ManyItems: Story = {
  args: {
    label: 'Notify me about',
    defaultValue: ['orders', 'refunds'],
    children: [
      ['orders', 'New orders'],
      ['fulfilment', 'Orders ready for fulfilment'],
      ['pickups', 'Pickups scheduled'],
      ['deliveries', 'Deliveries completed'],
      ['refunds', 'Refund requests'],
      ['reviews', 'New product reviews'],
      ['tickets', 'Replies to my support tickets'],
      ['notices', 'New notices for my brand'],
      ['stock', 'Low stock warnings'],
      ['payables', 'Payables due this week'],
    ].map(([value, name]) => (
      <Checkbox key={value} value={value}>
        {name}
      </Checkbox>
    )),
  },
};

export const LongText: Story = {
  args: {
    label: 'Which documents did the driver collect from the customer at the time of delivery?',
    children: [
      <Checkbox
        key="a"
        value="a"
        description="Must be signed and dated by the person receiving the goods."
      >
        Signed delivery note with the printed name of the person who received the order
      </Checkbox>,
      <Checkbox key="b" value="b">
        Cash on delivery receipt
      </Checkbox>,
    ],
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
  args: { orientation: 'horizontal', description: 'The route is planned for these days.' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: ['tuesday'], description: 'The route is planned for these days.' },
};
