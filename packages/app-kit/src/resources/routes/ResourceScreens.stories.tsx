import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleUser as manager } from '../../testing/sampleUser';
import { sessionHandlers } from '../../testing/sessionHandlers';
import { ResourceScreensApp } from '../testing/ResourceScreensApp';
import { branches, employeeFiles, employees, vendors } from '../testing/resourceFixtures';
import { failingResource, pendingResource, resourceHandlers } from '../testing/resourceHandlers';
import {
  sampleEmployees as employeesResource,
  sampleVendors as vendorsResource,
} from '../testing/sampleResources';

const staff = {
  ...manager,
  permissions: [
    ...manager.permissions,
    'manage_vendors',
    'manage_employees',
    'manage_branches',
    'manage_states',
    'manage_expense_categories',
    'access_human_resources',
  ],
};

const branchesAsResource = { ...vendorsResource, name: 'branches', segment: 'branches' };

const data = () => [
  ...resourceHandlers(vendorsResource, vendors),
  ...resourceHandlers(employeesResource, employees, employeeFiles),
  ...resourceHandlers(branchesAsResource, branches),
  ...sessionHandlers(staff),
];

const meta = {
  title: 'Screens/Resources/Resources',
  component: ResourceScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: data() } },
  args: { path: '/vendors', user: staff },
  // The column choice is remembered in the browser: each story starts from every column.
  beforeEach: () => {
    localStorage.removeItem(`columns.${vendorsResource.name}`);
  },
} satisfies Meta<typeof ResourceScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 18 vendors, 15 per page, in name order, with filters, columns and export. */
export const VendorList: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Acme Feed Supply')).toBeInTheDocument();
    await expect(page.getByText('Showing items 1-15 of 18')).toBeInTheDocument();
  },
};

/** A search and the Active filter, as a shared link opens them. */
export const VendorSearch: Story = {
  args: { path: '/vendors?search=farm&filter[active]=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Farmstead Equipment Co.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /export csv/i })).toHaveAttribute(
      'href',
      '/api/vendors?search=farm&format=csv&filter%5Bactive%5D=1',
    );
  },
};

/** Nothing matches: the empty state offers to clear the search. */
export const NoMatch: Story = {
  args: { path: '/vendors?search=tractor' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No vendors match')).toBeInTheDocument();
  },
};

/** A brand without vendors yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...resourceHandlers(vendorsResource, []), ...sessionHandlers(staff)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No vendors yet')).toBeInTheDocument();
  },
};

/** Skeleton rows while the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingResource(vendorsResource), ...sessionHandlers(staff)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingResource(vendorsResource), ...sessionHandlers(staff)] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'There has been an error processing your request. Please try again',
    );
  },
};

/** The employees list, with the status, branch and hire-date filters. */
export const EmployeeList: Story = {
  args: { path: '/employees' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Ann Baker')).toBeInTheDocument();
  },
};

/** A new employee, grouped by the definition's sections; the client checks before sending. */
export const NewEmployee: Story = {
  args: { path: '/employees/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create employee' }));
    await expect(await page.findByText('The name field is required.')).toBeInTheDocument();
    await expect(page.getByText('The hire date field is required.')).toBeInTheDocument();
  },
};

/** The server refused the save: its message stands beside the field and nothing typed is lost. */
export const SaveRefused: Story = {
  args: { path: '/vendors/new' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = await page.findByRole('textbox', { name: /^name/i });
    await userEvent.type(name, 'Acme Feed Supply');
    await userEvent.click(page.getByRole('button', { name: 'Create vendor' }));
    await expect(await page.findByText('The name has already been taken.')).toBeInTheDocument();
    await expect(name).toHaveValue('Acme Feed Supply');
  },
};

/** Editing a vendor, with its history under the form. */
export const EditVendor: Story = {
  args: { path: '/vendors/1/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /^name/i })).toHaveValue(
      'Acme Feed Supply',
    );
    await expect(await page.findByText('Miguel Santos', { exact: false })).toBeInTheDocument();
  },
};

/** An employee's profile tab. */
export const EmployeeProfile: Story = {
  args: { path: '/employees/1/profile' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** An employee with a photo: a small thumbnail beside the link that opens it. */
export const EmployeeWithPhoto: Story = {
  args: { path: '/employees/5/profile' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const image = await page.findByRole('img', { name: 'Photo of Helen Park' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(page.getByRole('link', { name: /helen-park\.png/ })).toBeInTheDocument();
  },
};

/** Editing that employee: the stored photo is shown, and can be replaced or removed. */
export const EditEmployeePhoto: Story = {
  args: { path: '/employees/5/edit' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('button', { name: 'Remove helen-park.png' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  },
};

/** The banking-info tab: the account number only as its last four digits. */
export const EmployeeBankingInfo: Story = {
  args: { path: '/employees/1/banking-info' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('****4821')).toBeInTheDocument();
  },
};

/** The settings page: the settings routes this user may open in the poultry brand. */
export const Settings: Story = {
  args: { path: '/settings' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: /vendors/i })).toBeInTheDocument();
  },
};

/** The human-resources page. */
export const HumanResources: Story = {
  args: { path: '/human-resources' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: /employees/i })).toBeInTheDocument();
  },
};
