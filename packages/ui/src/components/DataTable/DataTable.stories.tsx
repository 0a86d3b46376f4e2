import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Pagination } from '../Pagination';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Donation {
  id: number;
  donor: string;
  project: string;
  date: string;
  amountCents: number;
  status: 'Received' | 'Pledged' | 'Refunded';
}

const donors = [
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
];
const projects = ['Winter blankets', 'School meals', 'Clean water wells', 'Flood relief kits'];
const statuses: Donation['status'][] = ['Received', 'Pledged', 'Received', 'Refunded'];

/** Fixed, generated data: the same rows on every render, so screenshots are stable. */
const donations: Donation[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  donor: donors[i % donors.length]!,
  project: projects[(i * 3) % projects.length]!,
  date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
  amountCents: ((i * 7919) % 50000) + 1500,
  status: statuses[i % statuses.length]!,
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const tone = { Received: 'positive', Pledged: 'info', Refunded: 'critical' } as const;

const columns: DataTableColumn<Donation>[] = [
  { id: 'donor', title: 'Donor', sortable: true },
  { id: 'project', title: 'Project', sortable: true },
  { id: 'date', title: 'Date', sortable: true, width: '8rem' },
  {
    id: 'amountCents',
    title: 'Amount',
    sortable: true,
    align: 'end',
    render: (row) => usd.format(row.amountCents / 100),
  },
  {
    id: 'status',
    title: 'Status',
    render: (row) => <Badge tone={tone[row.status]}>{row.status}</Badge>,
  },
];

function sortRows(rows: Donation[], sort: SortDescriptor | undefined) {
  if (!sort?.column) return rows;
  const key = sort.column as keyof Donation;
  const sorted = [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y));
  });
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

type Args = DataTableProps<Donation>;

/** Sorting and paging the way a list screen does it: state above, rows of one page below. */
function DonationsTable(args: Args & { perPage?: number; paged?: boolean }) {
  const { perPage = 10, paged = false, rows, ...rest } = args;
  const [sortDescriptor, setSort] = useState<SortDescriptor>({
    column: 'date',
    direction: 'descending',
  });
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortRows(rows, sortDescriptor), [rows, sortDescriptor]);
  const visible = paged ? sorted.slice((page - 1) * perPage, page * perPage) : sorted;
  return (
    <DataTable
      {...rest}
      rows={visible}
      sortDescriptor={sortDescriptor}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
        rest.onSortChange?.(next);
      }}
      footer={
        paged ? (
          <Pagination
            totalItems={rows.length}
            perPage={perPage}
            currentPage={page}
            totalPages={Math.ceil(rows.length / perPage)}
            onPageChange={setPage}
          />
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Donation>,
  args: {
    'aria-label': 'Donations',
    columns,
    rows: donations.slice(0, 6),
    onSortChange: fn(),
  },
  render: (args) => <DonationsTable {...(args as Args)} />,
  parameters: {
    // A table alone is not a page: in the app it sits inside the shell's main landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          "The list screens' table, on react-aria's Table. Describe columns once (`id`, `title`, `sortable`, `align`, `width`, `render`) and pass the current page's `rows`. Sorting is the caller's: keep a `sortDescriptor`, re-sort (or re-fetch) in `onSortChange`. `selectionMode` adds checkboxes (`multiple` also a select-all), `onRowAction` makes rows open something (click or Enter), `isLoading` swaps the body for skeleton rows. A paged table first draws as plain markup of the same look, roles and names (skeleton rows while its first rows load, then the rows), at a fraction of the interactive table's cost: a pointer's presses work in it (a row's action, a checkbox, a sortable heading), and the interactive table takes its place when the keyboard comes in, `emptyState` fills an empty body, `maxHeight` lets a long page scroll under the sticky header, and `footer` holds the Pagination. Arrow keys move between rows and cells; give the table an `aria-label` or `aria-labelledby`.",
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Donor', 'Project', 'Date', 'Amount', 'Status']);
    await expect(rowsOf(table)).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Sorting: Story = {
  name: 'Sorting by a column',
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    const amount = within(table).getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(args.onSortChange).toHaveBeenCalledWith({
      column: 'amountCents',
      direction: 'ascending',
    });
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    const amounts = () =>
      rowsOf(table).map((row) =>
        Number(within(row).getAllByRole('gridcell')[2]!.textContent!.replace(/[$,]/g, '')),
      );
    const ascending = amounts();
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const descending = amounts();
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard: arrows, Enter, sort',
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    // The rows first show as the reading table; Tab brings the interactive one, focus on row 1.
    const reading = within(canvasElement).getByRole('grid', { name: 'Donations' });
    await expect(reading).not.toHaveAttribute('data-rac');
    await userEvent.tab();
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    await expect(table).toHaveAttribute('data-rac');
    const rows = rowsOf(table);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rows[1]).toHaveFocus();
    // Into the cells of the row, then along it.
    await userEvent.keyboard('{ArrowRight}');
    const cells = Array.from(rows[1]!.querySelectorAll('[role="rowheader"], [role="gridcell"]'));
    await expect(cells[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cells[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(Number(rows[1]!.getAttribute('data-key')));
    // Up from the first row reaches the headings; Enter sorts.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const project = within(table).getByRole('columnheader', { name: 'Project' });
    await expect(project).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(project).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const RowActions: Story = {
  name: 'Row actions',
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    const row = within(table).getByRole('row', { name: /Katherine Johnson/ });
    await userEvent.click(within(row).getByText('Katherine Johnson'));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
  },
};

export const MultipleSelection: Story = {
  name: 'Selection: multiple',
  args: { selectionMode: 'multiple', onSelectionChange: fn(), onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const reading = within(canvasElement).getByRole('grid', { name: 'Donations' });
    // Each row's checkbox is named after the row.
    const first = rowsOf(reading)[0]!;
    const box = within(first).getByRole('checkbox');
    await expect(box).toHaveAccessibleName(
      `Select ${first.querySelector('[role="rowheader"]')!.textContent}`,
    );
    // A pointer ticks a row in the reading table, and unticks it.
    await userEvent.click(box);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(first).toHaveAttribute('aria-selected', 'false');
    // Keyboard (the interactive table): Space on a focused row toggles it; Enter opens it.
    box.blur();
    await userEvent.tab();
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    const rows = rowsOf(table);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(Number(rows[2]!.getAttribute('data-key')));
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    // The heading checkbox selects every row, then none.
    const selectAll = within(table).getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(selectAll);
    for (const row of rowsOf(table)) await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selectAll);
    for (const row of rowsOf(table)) await expect(row).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

function ControlledSingle(args: Args) {
  const [selected, setSelected] = useState<Selection>(new Set([3]));
  return <DonationsTable {...args} selectedKeys={selected} onSelectionChange={setSelected} />;
}

export const SingleSelection: Story = {
  name: 'Selection: single',
  args: { selectionMode: 'single' },
  render: (args) => <ControlledSingle {...(args as Args)} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    const checkboxes = within(table).getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(6);
    await userEvent.click(checkboxes[0]!);
    const selected = rowsOf(table).filter((row) => row.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toBe(rowsOf(table)[0]);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Plain markup stands in for the interactive table while its first rows load.
    const table = canvas.getByRole('table', { name: 'Donations' });
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // A first load shows its headings at once, and skeleton rows only once it is slow to come
    // (after SKELETON_ROWS_DELAY_MS): a quick one replaces an empty body, without a flash.
    await expect(rowsOf(table)).toHaveLength(0);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(5));
    await expect(table).not.toHaveTextContent('Grace Hopper');
  },
};

/**
 * A later load (another sort, another page) keeps the table people are using: its own skeleton
 * rows stand in, and the heading pressed to sort keeps the focus. (While a table's first rows
 * load, as in Loading above, plain markup of the same look stands in for it.)
 */
function ReloadingTable(args: Args) {
  const [isLoading, setLoading] = useState(false);
  return (
    <DonationsTable
      {...args}
      isLoading={isLoading}
      onSortChange={(next) => {
        args.onSortChange?.(next);
        setLoading(true);
      }}
    />
  );
}

export const LoadingAgain: Story = {
  name: 'Loading again after a sort',
  render: (args) => <ReloadingTable {...(args as Args)} />,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The keyboard has brought the interactive table (Tab), then a heading is pressed.
    await userEvent.tab();
    const table = canvas.getByRole('grid', { name: 'Donations' });
    const amount = within(table).getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('grid', { name: 'Donations' })).toBe(table);
    await expect(rowsOf(table)).toHaveLength(5);
    await expect(table).not.toHaveTextContent('Grace Hopper');
    await expect(amount).toHaveFocus();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        size="sm"
        icon={<Icon name="dollar" />}
        title="No donations yet"
        description="Donations recorded for this brand appear here."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    await expect(within(table).getByText('No donations yet')).toBeVisible();
  },
};

export const EmptyDefault: Story = {
  name: 'Empty (default text)',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
  },
};

export const StickyHeaderManyItems: Story = {
  name: 'Many items, sticky header',
  args: { rows: donations, maxHeight: '20rem' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    const scroller = table.parentElement!;
    const header = within(table).getByRole('columnheader', { name: 'Donor' });
    scroller.scrollTop = 400;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    const offset = header.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    await expect(Math.abs(offset)).toBeLessThan(2);
  },
};

export const WithPagination: Story = {
  name: 'With Pagination',
  args: { rows: donations },
  render: (args) => <DonationsTable {...(args as Args)} paged perPage={10} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Donations' });
    await expect(rowsOf(table)).toHaveLength(10);
    await expect(canvas.getByText('Showing items 1-10 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing items 11-20 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Showing items 41-45 of 45')).toBeVisible();
    await expect(rowsOf(table)).toHaveLength(5);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 46,
        donor: 'The Northern Districts Community Association for Disaster Preparedness',
        project:
          'Emergency shelter, blankets and hygiene kits for families displaced by the spring floods',
        date: '2024-04-02',
        amountCents: 125000000,
        status: 'Pledged',
      },
      ...donations.slice(0, 2),
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
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { selectionMode: 'multiple', defaultSelectedKeys: [2] },
};

/** 1,500 generated rows: the same on every render. */
const manyDonations: Donation[] = Array.from({ length: 1500 }, (_, i) => ({
  ...donations[i % donations.length]!,
  id: i + 1,
}));

export const ScrollingRows: Story = {
  name: 'Scrolling: 1,500 rows',
  args: {
    rows: manyDonations,
    scroll: true,
    maxHeight: '24rem',
    selectionMode: 'multiple',
    onRowAction: fn(),
  },
  // The pixels of a scrolled table say little; the play checks what matters.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Donations' });
    // Only the rows in view are in the page, yet the grid counts all of them (and its heading).
    await expect(table).toHaveAttribute('aria-rowcount', '1501');
    await expect(rowsOf(table).length).toBeLessThan(40);
    await userEvent.tab();
    const first = rowsOf(table)[0]!;
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    // Down past the rows in view: the table scrolls and the focused row is always rendered.
    for (let i = 0; i < 30; i += 1) await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute('aria-rowindex', '32');
    await waitFor(() => expect(table.scrollTop).toBeGreaterThan(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '1501'));
    const last = document.activeElement as HTMLElement;
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(Number(last.getAttribute('data-key')));
  },
};
