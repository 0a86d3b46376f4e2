import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  newSaleLine,
  products,
  renderSaleLine,
  SaleLinesEditor,
  type SaleLinesEditorProps,
  saleLines,
} from './LinesEditor.examples';

const meta = {
  title: 'Components/LinesEditor/Features',
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
} satisfies Meta<SaleLinesEditorProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const productName = (value: string | null) =>
  products.find((product) => product.value === value)?.name ?? '';

/** The product shown in each line, top to bottom. */
const productsShown = (editor: HTMLElement) =>
  within(editor)
    .getAllByRole('combobox', { name: 'Product' })
    .map((input) => (input as HTMLInputElement).value);

/** A new sale: no lines yet, and the Add button starts the first one. */
export const Empty: Story = {
  args: { rows: [], withTotal: false, description: 'Add a line for each product sold.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing added yet.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Lines' })).toHaveAccessibleDescription(
      'Add a line for each product sold.',
    );
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add line' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const line = canvas.getByRole('group', { name: 'Line 1' });
    await waitFor(() =>
      expect(within(line).getByRole('combobox', { name: 'Product' })).toHaveFocus(),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([newSaleLine()]);
  },
};

/**
 * A refused save: the server's messages for a line's fields show at those fields; a message for a
 * field the row does not show (here a discount) shows under the row, and one for the whole list
 * under the label.
 */
export const RowErrors: Story = {
  name: 'Row errors from the server',
  args: {
    rows: [
      { productId: 'eggs-large', quantity: null, priceCents: 850 },
      { productId: null, quantity: 12, priceCents: 1200 },
      { productId: 'manure', quantity: 5, priceCents: 375 },
    ],
    errors: {
      lines: ['The sale may not have more than 2 lines of manure.'],
      'lines.0.quantity': ['The lines.0.quantity field is required.'],
      'lines.1.product_id': ['The lines.1.product_id field is required.'],
      'lines.2.discount': ['The lines.2.discount field must not be greater than 100.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('group', { name: 'Lines' });
    await expect(editor).toHaveAccessibleDescription(
      'The sale may not have more than 2 lines of manure.',
    );
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    const quantity = within(first).getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription('The lines.0.quantity field is required.');
    const second = within(editor).getByRole('group', { name: 'Line 2' });
    await expect(within(second).getByRole('combobox', { name: 'Product' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const third = within(editor).getByRole('group', { name: 'Line 3' });
    await expect(third).toHaveAccessibleDescription(
      'The lines.2.discount field must not be greater than 100.',
    );
    // Each message shows once: at its field, or under its row.
    await expect(canvas.getAllByText('The lines.0.quantity field is required.')).toHaveLength(1);
    // The keyboard reaches the invalid field like any other.
    await userEvent.tab();
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
  },
};

/** Alt+ArrowUp/Down move the line holding the focus; the Move buttons do the same. */
export const ReorderByKeyboard: Story = {
  name: 'Keyboard: reorder lines',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('group', { name: 'Lines' });
    const status = canvas.getByRole('status');
    const [eggs, hens, manure] = saleLines.map((line) => productName(line.productId));
    await waitFor(() => expect(productsShown(editor)).toEqual([eggs, hens, manure]));

    // Line 1 has five stops (Move up is disabled), so the sixth Tab reaches line 2's product.
    for (let i = 0; i < 6; i++) await userEvent.tab();
    const hensInput = within(canvas.getByRole('group', { name: 'Line 2' })).getByRole('combobox', {
      name: 'Product',
    });
    await expect(hensInput).toHaveFocus();

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(productsShown(editor)).toEqual([hens, eggs, manure]);
    await expect(status).toHaveTextContent('Line 2 moved to position 1.');
    await waitFor(() => expect(hensInput).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith([
      saleLines[1],
      saleLines[0],
      saleLines[2],
    ]);

    // Down again, twice: the focus stays in the same field all the way to the bottom.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(hensInput).toHaveFocus());
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(productsShown(editor)).toEqual([eggs, manure, hens]);
    await expect(status).toHaveTextContent('Line 2 moved to position 3.');
    await waitFor(() => expect(hensInput).toHaveFocus());

    // The buttons: Move up keeps the focus on the moved line's Move up button...
    const last = canvas.getByRole('group', { name: 'Line 3' });
    within(last).getByRole('button', { name: 'Move line 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(productsShown(editor)).toEqual([eggs, hens, manure]);
    await expect(status).toHaveTextContent('Line 3 moved to position 2.');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus(),
    );
    // ...and at the top, where Move up is disabled, on its Move down button.
    await userEvent.keyboard('{Enter}');
    await expect(productsShown(editor)).toEqual([hens, eggs, manure]);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
  },
};

/** Add puts the focus in the new line; Remove on the next line's Remove, else on Add. */
export const AddAndRemove: Story = {
  name: 'Keyboard: add and remove lines',
  args: { rows: saleLines.slice(0, 2), minRows: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('group', { name: 'Lines' });
    const status = canvas.getByRole('status');
    const add = canvas.getByRole('button', { name: 'Add line' });

    add.focus();
    await userEvent.keyboard('{Enter}');
    const third = within(editor).getByRole('group', { name: 'Line 3' });
    await waitFor(() =>
      expect(within(third).getByRole('combobox', { name: 'Product' })).toHaveFocus(),
    );
    await expect(status).toHaveTextContent('Line 3 added.');
    await userEvent.keyboard('Spent');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(within(third).getByRole('combobox', { name: 'Product' })).toHaveValue('Spent hens'),
    );

    // Removing line 2 puts the focus on the Remove button of the line that took its place.
    within(editor).getByRole('button', { name: 'Remove line 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(2);
    await expect(status).toHaveTextContent('Line 2 removed.');
    const removeSecond = within(editor).getByRole('button', { name: 'Remove line 2' });
    await waitFor(() => expect(removeSecond).toHaveFocus());
    await expect(
      within(within(editor).getByRole('group', { name: 'Line 2' })).getByRole('combobox', {
        name: 'Product',
      }),
    ).toHaveValue('Spent hens');

    // Removing the last line leaves nothing after it: the focus goes to Add. One line must stay.
    await userEvent.keyboard('{Enter}');
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(add).toHaveFocus());
    await expect(within(editor).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  },
};

/** Rows with a cap: the Add button turns off at `maxRows`. */
export const MaximumRows: Story = {
  name: 'Minimum and maximum rows',
  args: { minRows: 1, maxRows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add line' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove line 1' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^(Move|Remove|Add)/ }))
      await expect(button).toBeDisabled();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { fieldColumns: undefined },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    errors: { 'lines.1.discount': ['The lines.1.discount field must not be greater than 100.'] },
  },
};
