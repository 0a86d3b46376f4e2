import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  newSaleLine,
  renderSaleLine,
  SaleLinesEditor,
  type SaleLinesEditorProps,
  saleLines,
} from './LinesEditor.examples';

const meta = {
  title: 'Components/LinesEditor',
  component: SaleLinesEditor,
  args: {
    label: 'Lines',
    rows: saleLines,
    onChange: fn(),
    renderRow: renderSaleLine,
    newRow: newSaleLine,
    withTotal: true,
    fieldColumns: '2fr 1fr 1fr',
  },
  render: (args) => <SaleLinesEditor {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A repeater for the child rows edited with their parent, such as the lines of a sale or an invoice. Give it the `rows`, `onChange`, a `newRow()` factory and `renderRow(row, index, helpers)`, which returns the row's fields (ComboBox, NumberField, MoneyField…); `helpers.update(patch)` edits the row, `helpers.errorFor('quantity')` reads the server's message for `lines.<index>.quantity`. The editor keeps a stable key per row (rows need no id), adds, removes and reorders rows with named buttons ('Remove line 2', 'Move line 2 up'), moves the focused row with Alt+ArrowUp/Alt+ArrowDown, keeps the focus on the moved row and announces moves politely. `footer` sits beside the Add button, for a running total the caller computes; `minRows`/`maxRows` bound the count; `errors` takes a 422 answer's `errors` object as it is.",
      },
    },
  },
} satisfies Meta<SaleLinesEditorProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sale's three lines with its running total; Tab walks each row's fields, then its buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('group', { name: 'Lines' });
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('$502.75')).toBeVisible();

    // Keyboard: the fields of line 1, then its buttons (Move up is disabled on the first line).
    await userEvent.tab();
    await expect(within(first).getByRole('combobox', { name: 'Product' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(first).getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(first).getByRole('textbox', { name: 'Unit price' })).toHaveFocus();
    await expect(within(first).getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Remove line 1' })).toHaveFocus();
    await userEvent.tab();
    const second = within(editor).getByRole('group', { name: 'Line 2' });
    await expect(within(second).getByRole('combobox', { name: 'Product' })).toHaveFocus();

    // Editing a field updates the running total the caller computes.
    const quantity = within(second).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('$382.75')).toBeVisible());
  },
};
