import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinesEditor, type LinesEditorErrors } from './LinesEditor';
import { useRowIds } from './useRowIds';

interface Line {
  item: string;
  quantity: number;
}

const lines: Line[] = [
  { item: 'Eggs', quantity: 40 },
  { item: 'Feed', quantity: 2 },
  { item: 'Manure', quantity: 5 },
];

function Editor({
  initial = lines,
  errors,
  minRows,
  onChange = () => {},
}: {
  initial?: Line[];
  errors?: LinesEditorErrors;
  minRows?: number;
  onChange?: (rows: Line[]) => void;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <LinesEditor
      label="Lines"
      rows={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
      newRow={() => ({ item: '', quantity: 1 })}
      minRows={minRows}
      errors={errors}
      renderRow={(row, _index, { update, errorFor }) => {
        const quantityError = errorFor('quantity');
        return (
          <>
            <label>
              Item
              <input value={row.item} onChange={(e) => update({ item: e.target.value })} />
            </label>
            <label>
              Quantity
              <input
                value={row.quantity}
                aria-invalid={quantityError ? true : undefined}
                onChange={(e) => update({ quantity: Number(e.target.value) })}
              />
            </label>
            {quantityError && <span>{quantityError}</span>}
          </>
        );
      }}
    />
  );
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const items = () =>
  screen
    .getAllByRole('textbox', { name: 'Item' })
    .map((input) => (input as HTMLInputElement).value);

describe('LinesEditor', () => {
  it('names the group, each line and its buttons', () => {
    render(<Editor />);
    const editor = screen.getByRole('group', { name: 'Lines' });
    expect(within(editor).getAllByRole('listitem')).toHaveLength(3);
    expect(within(line(2)).getByRole('button', { name: 'Remove line 2' })).toBeInTheDocument();
    expect(within(line(1)).getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    expect(within(line(3)).getByRole('button', { name: 'Move line 3 down' })).toBeDisabled();
  });

  it('keeps a row’s DOM through edits and moves, so focus and typing are not lost', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    const feed = within(line(2)).getByRole('textbox', { name: 'Item' });
    await userEvent.type(feed, ' pellets');
    expect(feed).toHaveValue('Feed pellets');
    expect(feed).toHaveFocus();

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(items()).toEqual(['Feed pellets', 'Eggs', 'Manure']);
    expect(within(line(1)).getByRole('textbox', { name: 'Item' })).toBe(feed);
    expect(feed).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Line 2 moved to position 1.');
    expect(onChange).toHaveBeenLastCalledWith([
      { item: 'Feed pellets', quantity: 2 },
      lines[0],
      lines[2],
    ]);
  });

  it('moves with the buttons and keeps the focus on the moved row', async () => {
    render(<Editor />);
    await userEvent.click(within(line(3)).getByRole('button', { name: 'Move line 3 up' }));
    expect(items()).toEqual(['Eggs', 'Manure', 'Feed']);
    expect(within(line(2)).getByRole('button', { name: 'Move line 2 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(items()).toEqual(['Manure', 'Eggs', 'Feed']);
    // At the top Move up is disabled: the focus goes to the row's Move down.
    expect(within(line(1)).getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();
  });

  it('puts the focus in the new row after Add', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(within(line(4)).getByRole('textbox', { name: 'Item' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Line 4 added.');
  });

  it('after Remove, focuses the next row’s Remove, else Add', async () => {
    render(<Editor minRows={1} />);
    await userEvent.click(within(line(2)).getByRole('button', { name: 'Remove line 2' }));
    expect(items()).toEqual(['Eggs', 'Manure']);
    expect(within(line(2)).getByRole('button', { name: 'Remove line 2' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Line 2 removed.');
    await userEvent.keyboard('{Enter}');
    expect(items()).toEqual(['Eggs']);
    expect(screen.getByRole('button', { name: 'Add line' })).toHaveFocus();
    expect(within(line(1)).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('shows a server message once: at the field that asked for it, else under its row', () => {
    render(
      <Editor
        errors={{
          lines: 'Add at least one line of eggs.',
          'lines.0.quantity': ['The lines.0.quantity field is required.'],
          'lines.2.discount': ['The lines.2.discount field must be a number.'],
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveAccessibleDescription(
      'Add at least one line of eggs.',
    );
    expect(screen.getAllByText('The lines.0.quantity field is required.')).toHaveLength(1);
    expect(within(line(1)).getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(line(3)).toHaveAccessibleDescription('The lines.2.discount field must be a number.');
    expect(line(2)).not.toHaveAttribute('aria-describedby');
  });

  it('counts two edits made in one event', async () => {
    const onChange = vi.fn();
    render(
      <LinesEditor
        label="Lines"
        rows={lines}
        onChange={onChange}
        newRow={() => ({ item: '', quantity: 1 })}
        renderRow={(row, index, { update }) => (
          <button
            type="button"
            onClick={() => {
              update({ item: `${row.item}!` });
              update((current) => ({ ...current, quantity: current.quantity + 1 }));
            }}
          >
            Bump {index + 1}
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bump 2' }));
    expect(onChange).toHaveBeenLastCalledWith([lines[0], { item: 'Feed!', quantity: 3 }, lines[2]]);
  });

  it('shows the empty state without rows', () => {
    render(<Editor initial={[]} />);
    expect(screen.getByText('Nothing added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('useRowIds', () => {
  it('keeps keys through reorders and hands a replaced row’s key to its replacement', () => {
    const a = { n: 1 };
    const b = { n: 2 };
    const c = { n: 3 };
    const { result, rerender } = renderHook(({ rows }) => useRowIds(rows), {
      initialProps: { rows: [a, b, c] },
    });
    const [ka, kb, kc] = result.current.ids;
    expect(new Set([ka, kb, kc]).size).toBe(3);

    rerender({ rows: [c, a, b] });
    expect(result.current.ids).toEqual([kc, ka, kb]);

    // Replaced from outside (mapped to copies): each copy inherits the key at its position.
    rerender({ rows: [{ ...c }, { ...a }, { ...b }] });
    expect(result.current.ids).toEqual([kc, ka, kb]);

    // A new row gets a fresh key; a row seen twice does not share one.
    const d = { n: 4 };
    rerender({ rows: [d, d] });
    expect(result.current.ids[0]).not.toBe(result.current.ids[1]);
  });

  it('lets the editor hand a key on to an edited copy', () => {
    const a = { n: 1 };
    const { result, rerender } = renderHook(({ rows }) => useRowIds(rows), {
      initialProps: { rows: [a] },
    });
    const [key] = result.current.ids;
    const edited = { n: 2 };
    act(() => {
      result.current.assign(edited, key);
    });
    rerender({ rows: [edited] });
    expect(result.current.ids).toEqual([key]);
  });
});
