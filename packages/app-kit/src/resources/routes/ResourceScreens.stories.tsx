import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixToday } from '../../testing/fixedToday';
import { sampleUser as manager } from '../../testing/sampleUser';
import { sessionHandlers } from '../../testing/sessionHandlers';
import type { ResourceRow } from '../lib/formValues';
import { ResourceScreensApp } from '../testing/ResourceScreensApp';
import { branches, employeeFiles, employees, vendors } from '../testing/resourceFixtures';
import { failingResource, pendingResource, resourceHandlers } from '../testing/resourceHandlers';
import {
  sampleEmployees as employeesResource,
  sampleProjects as projectsResource,
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
    const table = await page.findByRole('table', { name: 'Vendors' });
    // Skeleton rows stand in once the rows are slow to come (after SKELETON_ROWS_DELAY_MS).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
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

/** Acme Feed Supply as the form opened it, and as someone else saved it meanwhile. */
const openedVendor: ResourceRow = { ...(vendors[0] as ResourceRow), version: 1 };
const savedMeanwhile: ResourceRow = {
  ...openedVendor,
  version: 2,
  contact_name: 'Rosa Delgado',
  phone: '5125550199',
  updated_at: new Date(Date.UTC(2025, 2, 14, 14, 5)).toISOString(),
};

/** The form always opens at version 1; the server holds version 2, so a save answers 409. */
const conflictHandlers = () => [
  http.get('*/api/vendors/1', () => HttpResponse.json({ data: openedVendor })),
  // A copy each time: a save changes the row it holds.
  ...resourceHandlers(vendorsResource, [{ ...savedMeanwhile }, ...vendors.slice(1)]),
  ...sessionHandlers(staff),
];

/**
 * Waits out a toast (4 seconds) and the announcement of the pressed button (React Aria keeps it
 * 7 seconds, pointing at a button the screen no longer has), so the story ends on the screen.
 */
async function settled(body: ReturnType<typeof within>, toast: string) {
  await waitFor(
    () => {
      expect(body.queryByText(toast)).toBeNull();
      expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull();
    },
    { timeout: 9000 },
  );
}

/** Moves focus backwards until `name` has it, as a keyboard user would. */
async function shiftTabTo(element: HTMLElement) {
  for (let step = 0; step < 12 && document.activeElement !== element; step += 1) {
    await userEvent.tab({ shift: true });
  }
  await expect(element).toHaveFocus();
}

/**
 * Someone else saved the vendor while it was being edited: the save answers 409, everything
 * typed stays, and the fields that differ stand beside the saved values. Done by keyboard.
 */
export const EditConflict: Story = {
  args: { path: '/vendors/1/edit' },
  parameters: { msw: { handlers: conflictHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contact = await page.findByRole('textbox', { name: /^contact name/i });
    await userEvent.click(contact);
    await userEvent.clear(contact);
    await userEvent.keyboard('Dana Ruiz-Ortiz{Enter}');
    const panel = await page.findByRole('region', {
      name: 'This vendor was changed by someone else',
    });
    await expect(within(panel).getByRole('alert')).toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Contact nameDana Ruiz-OrtizRosa Delgado',
      'Phone(512) 555 - 0143(512) 555 - 0199',
    ]);
    await expect(contact).toHaveValue('Dana Ruiz-Ortiz');
    await shiftTabTo(within(panel).getByRole('button', { name: 'Save my version' }));
  },
};

/** "Save my version" by keyboard: the typed values go again on top of the saved version. */
export const EditConflictKeepMine: Story = {
  args: { path: '/vendors/1/edit' },
  parameters: { msw: { handlers: conflictHandlers() } },
  play: async (context) => {
    await EditConflict.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.keyboard('{Enter}');
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByText('Vendor saved.')).toBeInTheDocument();
    await expect(await page.findByText('Dana Ruiz-Ortiz')).toBeInTheDocument();
    await settled(body, 'Vendor saved.');
  },
};

/** "Use their version": the saved record fills the form and the panel goes. */
export const EditConflictTakeTheirs: Story = {
  args: { path: '/vendors/1/edit' },
  parameters: { msw: { handlers: conflictHandlers() } },
  play: async (context) => {
    await EditConflict.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Use their version' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('region', { name: /changed by/ })).toBeNull());
    await expect(page.getByRole('textbox', { name: /^contact name/i })).toHaveValue('Rosa Delgado');
  },
};

/** A charity's projects, one in each state, at version 3. */
const projects = (): ResourceRow[] =>
  (
    [
      ['Clean Water Wells', 'active'],
      ['School Meals', 'planned'],
      ['Winter Coats', 'completed'],
    ] as const
  ).map(([name, status], index) => ({
    id: index + 1,
    brand_id: 1,
    version: 3,
    labels: {},
    created_at: new Date(Date.UTC(2025, 0, 6)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 1, 10)).toISOString(),
    name,
    status,
    completion_note: status === 'completed' ? 'Every coat handed out.' : null,
  }));

const projectStaff = { ...staff, permissions: [...staff.permissions, 'access_projects'] };
const projectHandlers = () => [
  ...resourceHandlers(projectsResource, projects()),
  ...sessionHandlers(projectStaff),
];

/**
 * An active project offers Complete, the one action its state allows: the dialog asks for a
 * reason (checked before sending), then the project shows as completed, with a toast. By keyboard.
 */
export const ProjectAction: Story = {
  args: { path: '/projects/1', user: projectStaff },
  parameters: { msw: { handlers: projectHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const close = await page.findByRole('button', { name: 'Complete' });
    await expect(page.queryByRole('button', { name: 'Start' })).toBeNull();
    await userEvent.click(close);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Complete Clean Water Wells' });
    await expect(dialog).toHaveTextContent('Complete this project?');
    const reason = within(dialog).getByRole('textbox', { name: /^reason/i });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expect(await within(dialog).findByText('The reason field is required.')).toBeVisible();
    await userEvent.click(reason);
    await userEvent.keyboard('Funding moved to the spring appeal.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Complete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Project now completed.')).toBeInTheDocument();
    await settled(body, 'Project now completed.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page.queryByRole('button', { name: 'Complete' })).toBeNull());
    await expect(page.getAllByText('Completed').length).toBeGreaterThan(0);
  },
};

/** Someone completed the project meanwhile: the 409's sentence shows in the dialog as an alert. */
export const ProjectActionRefused: Story = {
  args: { path: '/projects/1', user: projectStaff },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/projects/1/complete', () =>
          HttpResponse.json({ message: 'This project is already completed.' }, { status: 409 }),
        ),
        ...projectHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Complete' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Complete Clean Water Wells' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^reason/i }), 'Done.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project is already completed.',
    );
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

/**
 * The settings page: the brand's time zone (read only for a manager), then the settings routes
 * this user may open in the poultry brand.
 */
export const Settings: Story = {
  args: { path: '/settings' },
  // The brand's "today there" shows the date and time: a fixed morning, the same picture daily.
  beforeEach: () => fixToday('2026-03-14'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: /vendors/i })).toBeInTheDocument();
    await expect(await page.findByText('UTC')).toBeInTheDocument();
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
