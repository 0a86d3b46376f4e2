import { ApiClientProvider } from '@backoffice/api-client';
import type { Page } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppStoreProvider } from '../../state/AppStoreContext';
import { createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';
import { sampleUser } from '../../testing/sampleUser';
import { sessionHandlers } from '../../testing/sessionHandlers';
import type { ResourceRow } from '../lib/formValues';
import type { ListState } from '../lib/listState';
import { ResourceScreensApp } from '../testing/ResourceScreensApp';
import { vendors as vendorRows } from '../testing/resourceFixtures';
import { resourceHandlers } from '../testing/resourceHandlers';
import { sampleVendors } from '../testing/sampleResources';
import { ListTable } from './ListTable';

interface Vendor {
  id: string;
  name: string;
  email: string;
}

const columns: DataTableColumn<Vendor>[] = [
  { id: 'name', title: 'Name', isRowHeader: true, sortable: true, render: (row) => row.name },
  { id: 'email', title: 'Email', sortable: true, render: (row) => row.email },
];

const vendors: Page<Vendor> = {
  items: [
    { id: '1', name: 'Acme Feeds', email: 'orders@acme.test' },
    { id: '2', name: 'Bay Packaging', email: 'sales@bay.test' },
    { id: '3', name: 'Cedar Mills', email: 'hello@cedar.test' },
  ],
  currentPage: 1,
  totalPages: 1,
  total: 3,
  perPage: 25,
  totals: { amount: 3 },
};

const initial: ListState = { page: 1, search: '', sort: null, direction: null, filter: {} };

/** A user who may list and delete vendors (so rows can be ticked), or only look. */
const manager = { ...sampleUser, permissions: [...sampleUser.permissions, 'manage_vendors'] };

function Sample(props: {
  page: Page<Vendor> | undefined;
  failed?: boolean;
  onOpen: (id: string) => void;
  onNew?: () => void;
  canChange?: boolean;
}) {
  const [state, setState] = useState(initial);
  const [store] = useState(() => {
    const created = createAppStore(memoryStorage());
    created.setUser(props.canChange ? manager : sampleUser);
    return created;
  });
  return (
    <AppStoreProvider store={store}>
      <ApiClientProvider onSessionEnd={() => undefined} onServerError={() => undefined}>
        <section aria-label="Vendors">
          <input type="search" aria-label="Search vendors" />
          <AriaLink
            data-list-new
            onPress={() => props.onNew?.()}
            style={{ marginInlineStart: '1rem' }}
          >
            New vendor
          </AriaLink>
          <ListTable
            label="Vendors"
            resource={sampleVendors}
            columns={columns}
            page={props.page}
            failed={props.failed ?? false}
            state={state}
            go={setState}
            emptyState={<p>No vendors yet</p>}
            loadingRowCount={3}
            onOpen={props.onOpen}
            summary={(shown) => <p>{shown.total} vendors</p>}
          />
        </section>
      </ApiClientProvider>
    </AppStoreProvider>
  );
}

/** The table a list screen shows under its toolbar; the screens' stories check its looks. */
const meta = {
  title: 'Screens/Resources/List table',
  component: Sample,
  args: { page: vendors, onOpen: fn(), onNew: fn() },
  parameters: { visual: false },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rows, the summary above the pages, a row opened by its id; rows can be ticked for their
 * CSV even by a user who may not delete them.
 */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const table = page.getByRole('grid', { name: 'Vendors' });
    await expect(table).toBeInTheDocument();
    await expect(page.getByText('3 vendors')).toBeInTheDocument();
    await expect(within(table).getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(page.getByText('Bay Packaging'));
    await expect(args.onOpen).toHaveBeenCalledWith('2');
  },
};

/** The general message instead of the table when the page could not be loaded. */
export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/**
 * A user who may delete ticks rows by keyboard (Space), the bulk bar counts them, Enter opens a
 * row, and the list's keys: `/` goes to the search box, `n` opens the New screen.
 */
export const Selection: Story = {
  args: { canChange: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const reading = page.getByRole('grid', { name: 'Vendors' });
    const first = within(reading).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('checkbox')).toHaveAccessibleName('Select Acme Feeds');
    // Into the table (past the search box and the New link), Space ticks, Enter opens. The
    // keyboard brings the interactive table in place of the one drawn for reading, on that row.
    first.focus();
    const table = page.getByRole('grid', { name: 'Vendors' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(await page.findByText('2 selected')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('3');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    // Every row of the page, then none.
    const all = within(table).getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(all);
    await expect(await page.findByText('3 selected')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear selection' }));
    for (const row of rows) await expect(row).toHaveAttribute('aria-selected', 'false');
    // The list's keys, from the table.
    rows[0]!.focus();
    await userEvent.keyboard('/');
    await expect(page.getByRole('searchbox', { name: 'Search vendors' })).toHaveFocus();
    // Typed in the search box, `n` is a letter.
    await userEvent.keyboard('n');
    await expect(args.onNew).not.toHaveBeenCalled();
    rows[1]!.focus();
    await userEvent.keyboard('n');
    await expect(args.onNew).toHaveBeenCalledTimes(1);
  },
};

/** 1,500 vendors in name order: `Vendor 0001` ... `Vendor 1500`. */
const manyVendors: ResourceRow[] = Array.from({ length: 1500 }, (_, i) => ({
  ...vendorRows[i % vendorRows.length]!,
  id: i + 1,
  name: `Vendor ${String(i + 1).padStart(4, '0')}`,
}));

const scrollUser = { ...manager, permissions: [...manager.permissions] };

/**
 * "All (scrolling)": the first thousand rows, the rest loaded as the table nears its end, only
 * the rows in view in the page; arrows move down the rows and Enter opens one.
 */
export const Scrolling: Story = {
  render: () => <ResourceScreensApp path="/vendors?per_page=all" user={scrollUser} />,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [...resourceHandlers(sampleVendors, manyVendors), ...sessionHandlers(scrollUser)],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Vendor 0001')).toBeInTheDocument();
    const table = page.getByRole('grid', { name: 'Vendors' });
    await expect(page.getByText('Loaded 1,000 of 1,500')).toBeInTheDocument();
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const first = within(table).getAllByRole('row')[1]!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('aria-rowindex', '4');
    // Near the end, the next rows load.
    table.scrollTop = table.scrollHeight;
    await expect(await page.findByText('Loaded 1,500 of 1,500')).toBeInTheDocument();
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '1501'));
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByDisplayValue('Vendor 0003')).toBeInTheDocument();
  },
};
