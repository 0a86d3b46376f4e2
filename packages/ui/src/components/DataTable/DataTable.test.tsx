import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import { interactiveTableLoaded } from './interactiveTable';

interface Hen {
  id: number;
  name: string;
}

const columns: DataTableColumn<Hen>[] = [{ id: 'name', title: 'Name', isRowHeader: true }];
const rows: Hen[] = [
  { id: 1, name: 'Amber' },
  { id: 2, name: 'Bramble' },
  { id: 3, name: 'Clover' },
];

describe('DataTable', () => {
  it('presses the keys typed before its interactive file came again in the interactive table', async () => {
    // The first test of this file: the interactive table's file has not been fetched yet.
    expect(interactiveTableLoaded()).toBeUndefined();
    const onRowAction = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable
        aria-label="Hens"
        columns={columns}
        rows={rows}
        selectionMode="multiple"
        onRowAction={onRowAction}
      />,
    );
    const reading = screen.getByRole('grid', { name: 'Hens' });
    screen.getAllByRole('row')[1]?.focus();
    // Down to Bramble and tick it, then down to Clover and open it: all before the file came.
    await user.keyboard('{ArrowDown} {ArrowDown}{Enter}');
    // The file's first import is transformed on demand: seconds on a cold, busy test run.
    await waitFor(() => expect(onRowAction).toHaveBeenCalledWith(3), { timeout: 20_000 });
    expect(reading).not.toBeInTheDocument();
    const [, amber, bramble, clover] = screen.getAllByRole('row');
    expect(amber).toHaveAttribute('aria-selected', 'false');
    expect(bramble).toHaveAttribute('aria-selected', 'true');
    expect(clover).toHaveFocus();
    expect(onRowAction).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('takes the interactive table in the same event once its file is here', async () => {
    expect(interactiveTableLoaded()).toBeDefined();
    const user = userEvent.setup();
    render(<DataTable aria-label="Hens" columns={columns} rows={rows} selectionMode="multiple" />);
    screen.getAllByRole('row')[1]?.focus();
    await user.keyboard('{ArrowDown} ');
    const [, amber, bramble] = screen.getAllByRole('row');
    expect(bramble).toHaveFocus();
    expect(bramble).toHaveAttribute('aria-selected', 'true');
    expect(amber).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps the table and its headings it showed while loading when the first rows come', () => {
    const { rerender } = render(
      <DataTable
        aria-label="Hens"
        columns={columns}
        rows={[]}
        isLoading
        selectionMode="multiple"
      />,
    );
    // While loading: a plain table (not yet a grid), its headings and no rows.
    const table = screen.getByRole('table', { name: 'Hens' });
    const heading = screen.getByRole('columnheader', { name: 'Name' });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectAll).toBeDisabled();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(0);
    rerender(
      <DataTable aria-label="Hens" columns={columns} rows={rows} selectionMode="multiple" />,
    );
    // The same elements, now the grid, with the rows added.
    expect(screen.getByRole('grid', { name: 'Hens' })).toBe(table);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBe(heading);
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBe(selectAll);
    expect(selectAll).toBeEnabled();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Amber',
      'Bramble',
      'Clover',
    ]);
  });
});
