import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ResourceRow } from '../resources/lib/formValues';
import { employees, vendors } from '../resources/testing/resourceFixtures';
import { resourceHandlers } from '../resources/testing/resourceHandlers';
import {
  sampleEmployees,
  sampleProjects,
  sampleVendors,
} from '../resources/testing/sampleResources';
import { clearToasts } from '../testing/clearToasts';
import { sampleUser } from '../testing/sampleUser';
import { sessionHandlers } from '../testing/sessionHandlers';
import { PaletteStoryApp } from './PaletteStoryApp';
import { searchHandler } from './paletteHandlers';

const staff = {
  ...sampleUser,
  permissions: [
    ...sampleUser.permissions,
    'manage_vendors',
    'manage_employees',
    'access_projects',
    'access_inventory_logs',
  ],
};

/** A charity's projects: one active, one planned. */
const projects = (): ResourceRow[] =>
  (
    [
      ['Clean Water Wells', 'active'],
      ['School Meals', 'planned'],
    ] as const
  ).map(([name, status], index) => ({
    id: index + 1,
    brand_id: 2,
    version: 3,
    labels: {},
    created_at: new Date(Date.UTC(2025, 0, 6)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 1, 10)).toISOString(),
    name,
    status,
    completion_note: null,
  }));

const handlers = () => {
  const projectRows = projects();
  return [
    searchHandler([
      { resource: sampleVendors, rows: vendors },
      { resource: sampleEmployees, rows: employees },
      { resource: sampleProjects, rows: projectRows },
    ]),
    ...resourceHandlers(sampleVendors, vendors),
    ...resourceHandlers(sampleEmployees, employees),
    ...resourceHandlers(sampleProjects, projectRows),
    ...sessionHandlers(staff),
  ];
};

const meta = {
  title: 'App kit/Command palette',
  component: PaletteStoryApp,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { path: '/vendors', user: staff },
  beforeEach: async () => {
    await clearToasts();
  },
} satisfies Meta<typeof PaletteStoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the palette with Ctrl+K and answers its search box, focused. */
async function openPalette(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await within(canvasElement).findByRole('button', { name: /^Search or jump to…/ });
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await body.findByRole('dialog', { name: 'Command palette' });
  // The panel, once its file has loaded (a plain box takes the keys typed until then).
  await within(dialog).findByText('Arrow keys move, Enter opens, Escape closes.');
  const input = within(dialog).getByRole('textbox', { name: 'Search or jump to' });
  await waitFor(() => expect(input).toHaveFocus());
  return { body, dialog: within(dialog), input };
}

/**
 * Ctrl+K, then "lo": the screens whose title has a word starting with it (Inventory Logs) and,
 * once typing pauses, the records the server found (a vendor, employees), each with its kind.
 * The arrow keys move the active option while focus stays in the box; Enter opens the vendor.
 */
export const ScreensAndRecords: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, input } = await openPalette(canvasElement);
    await userEvent.keyboard('lo');
    await expect(await dialog.findByRole('option', { name: 'Inventory Logs' })).toBeVisible();
    const vendor = await dialog.findByRole('option', { name: /^Harvest Logistics\W+Vendor$/ });
    await expect(dialog.getByRole('option', { name: /^Carlos Diaz\W+Employee$/ })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/^\d+ results$/));
    const ids = dialog.getAllByRole('option').map((option) => option.id);
    const active = () => input.getAttribute('aria-activedescendant') ?? '';
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(ids).toContain(active()));
    const first = active();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(ids.indexOf(active())).toBe(ids.indexOf(first) + 1));
    await expect(input).toHaveFocus();
    for (let presses = 0; active() !== vendor.id && presses < ids.length; presses++) {
      const before = active();
      const up = ids.indexOf(vendor.id) < ids.indexOf(before);
      await userEvent.keyboard(up ? '{ArrowUp}' : '{ArrowDown}');
      await waitFor(() => expect(active()).not.toBe(before));
    }
    await expect(input).toHaveAttribute('aria-activedescendant', vendor.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Edit Vendor' })).toBeVisible();
    await expect(await page.findByDisplayValue('Harvest Logistics')).toBeVisible();
  },
};

/**
 * On a planned project's page the palette heads its list with the project's actions. Start asks
 * first, inside the palette (Escape goes back to the search, Enter confirms); then the project
 * is active, and its Complete action shows its reason field in the palette.
 */
export const ActionsOnTheRecordInView: Story = {
  args: { path: '/projects/2' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'School Meals' })).toBeVisible();
    let { body, dialog, input } = await openPalette(canvasElement);
    await expect(await dialog.findByRole('option', { name: 'Start School Meals' })).toBeVisible();
    await userEvent.keyboard('start');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        dialog.getByRole('option', { name: 'Start School Meals' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('heading', { name: 'Start School Meals?' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Start' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    input = await dialog.findByRole('textbox', { name: 'Search or jump to' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('start');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Start' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Project now active.')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    ({ body, dialog, input } = await openPalette(canvasElement));
    await userEvent.keyboard('compl');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        dialog.getByRole('option', { name: 'Complete School Meals' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    const reason = await dialog.findByRole('textbox', { name: /^reason/i });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('Moved to the spring appeal.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Complete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Project now completed.')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await clearToasts();
  },
};

/**
 * The top bar's button opens it too (Tab to it, Enter). Nothing matches: the list says so and the
 * status line announces it; Escape closes the palette and focus is back on the button.
 */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = await within(canvasElement).findByRole('button', {
      name: /^Search or jump to…/,
    });
    while (!button.matches(':focus')) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Command palette' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Search or jump to' })).toHaveFocus(),
    );
    await userEvent.keyboard('zzqx');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('No results'));
    // The list's only row is its empty state.
    await expect(dialog.getByRole('option')).toHaveTextContent('No results');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Its ring shows, as focus came back by keyboard (react-aria marks it once it has rendered).
    await waitFor(() => expect(button).toHaveAttribute('data-focus-visible'));
  },
};

/**
 * The palette as it looks: on an active project's page, "cl" finds its Complete action and the
 * project among the records, in their sections, the first option active.
 */
export const OnARecordPage: Story = {
  args: { path: '/projects/1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Clean Water Wells' })).toBeVisible();
    const { dialog, input } = await openPalette(canvasElement);
    await userEvent.keyboard('cl');
    const action = await dialog.findByRole('option', { name: 'Complete Clean Water Wells' });
    await expect(
      await dialog.findByRole('option', { name: /^Clean Water Wells\W+Project$/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Actions' })).toContainElement(action);
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', action.id));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/^\d+ results?$/));
  },
};
