import type { Page } from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ListState } from '../lib/listState';
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
  ],
  currentPage: 1,
  totalPages: 1,
  total: 2,
  perPage: 25,
  totals: { amount: 2 },
};

const initial: ListState = { page: 1, search: '', sort: null, direction: null, filter: {} };

function Sample(props: {
  page: Page<Vendor> | undefined;
  failed?: boolean;
  onOpen: (id: string) => void;
}) {
  const [state, setState] = useState(initial);
  return (
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
  );
}

/** The table a list screen shows under its toolbar; the screens' stories check its looks. */
const meta = {
  title: 'Screens/Resources/List table',
  component: Sample,
  args: { page: vendors, onOpen: fn() },
  parameters: { visual: false },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows, the summary above the pages, a row opened by its id. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
    await expect(page.getByText('2 vendors')).toBeInTheDocument();
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
