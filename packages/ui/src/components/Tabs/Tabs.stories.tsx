import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const onSelectionChange = fn();

const profileTabs = [
  {
    id: 'overview',
    label: 'Overview',
    body: 'Name, role and contact details of the signed-in member of staff.',
  },
  { id: 'password', label: 'Password', body: 'Change the password used to sign in.' },
  {
    id: 'employee-info',
    label: 'Employee info',
    body: 'Position, start date and banking information.',
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange },
  beforeEach: () => {
    onSelectionChange.mockClear();
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profile sections">
        {profileTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {profileTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <p style={{ margin: 0 }}>{tab.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'Switches between views of one subject without leaving the page. Compose `Tabs` > `TabList` (with an `aria-label`) > `Tab`, then one `TabPanel` per tab with the same `id`. Arrow keys move between tabs, Home/End jump to the ends, Tab moves into the panel. Give tabs an `href` to drive them from the URL through the router.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Change the password');
    await expect(onSelectionChange).toHaveBeenLastCalledWith('password');
  },
};

/** Tab into the list, arrows to move, End to jump, Tab again into the panel. */
export const Keyboard: Story = {
  name: 'Keyboard: arrows, End, Tab into the panel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Employee info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, role and contact details');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['password'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Employee info' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const many = [
  'Orders',
  'Fulfilment',
  'Deliveries',
  'Pickups',
  'Courier requests',
  'Coupons',
  'Add-ons',
  'Zones',
  'Service towns',
  'Delivery fees',
  'Pickup fees',
  'Shipping speeds',
];

/** More tabs than fit: the list scrolls sideways and keyboard focus scrolls the tab into view. */
export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ width: 560 }}>
      <Tabs {...args}>
        <TabList aria-label="Delivery settings">
          {many.map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {many.map((name) => (
          <TabPanel key={name} id={name}>
            {name} settings for the delivery brand.
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Shipping speeds' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Report sections">
        <Tab id="rev">Revenue and cost of goods sold</Tab>
        <Tab id="exp">Variable and fixed expenses for the period</Tab>
      </TabList>
      <TabPanel id="rev">Revenue lines.</TabPanel>
      <TabPanel id="exp">Expense lines.</TabPanel>
    </Tabs>
  ),
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
  args: { defaultSelectedKey: 'password' },
  globals: { theme: 'dark' },
};
