import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from '../DateField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { FieldPlaceholder } from './FieldPlaceholder';

const meta = {
  title: 'Components/FieldPlaceholder',
  component: FieldPlaceholder,
  args: { label: 'Status' },
  parameters: {
    // A field shown alone is not a page: landmarks belong to the app shell.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A field’s label and an empty box the size of its control, drawn where a costly control (a select, a date field) will appear a moment after the screen’s first paint, so that nothing moves when it does. It takes no focus and is hidden from screen readers; the group around it says `aria-busy` while it shows. A list’s filters use it on the app’s first screen.',
      },
    },
  },
} satisfies Meta<typeof FieldPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 16, alignItems: 'flex-start' } as const;
const cell = { width: 180 } as const;

/** Each placeholder above the field it stands for: the same label line and the same height. */
export const BesideTheFields: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 600 }}>
      <div style={row} data-testid="placeholders">
        {['Status', 'Sold on from', 'Reference'].map((label) => (
          <div key={label} style={cell}>
            <FieldPlaceholder label={label} />
          </div>
        ))}
      </div>
      <div style={row} data-testid="fields">
        {[
          <Select key="status" label="Status" options={[{ name: 'Any', value: '*' }]} value="*" />,
          <DateField key="sold" label="Sold on from" />,
          <TextField key="reference" label="Reference" />,
        ].map((field) => (
          <div key={field.key} style={cell}>
            {field}
          </div>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Each cell holds one placeholder or one field (a select adds hidden parts of no size beside
    // its field), and the row aligns cells to the top, so a cell is as tall as what it holds.
    const cellsOf = (testId: string) => [
      ...canvasElement.querySelectorAll<HTMLElement>(`[data-testid="${testId}"] > *`),
    ];
    const placeholderCells = cellsOf('placeholders');
    const fieldCells = cellsOf('fields');
    await expect(placeholderCells).toHaveLength(3);
    await expect(fieldCells).toHaveLength(3);
    for (const [index, cell] of placeholderCells.entries()) {
      // Same height as the field it stands for, so the row does not move when it is swapped.
      await expect(cell.getBoundingClientRect().height).toBe(
        fieldCells[index]?.getBoundingClientRect().height,
      );
      await expect(cell.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    }
    // One element each, its label drawn from `data-placeholder-for` before its box.
    const placeholders = placeholderCells.map((cell) => cell.firstElementChild as HTMLElement);
    await expect(placeholders[1]?.childNodes).toHaveLength(0);
    await expect(placeholders[1]).toHaveAttribute('data-placeholder-for', 'Sold on from');
    await expect(getComputedStyle(placeholders[1]!, '::before').content).not.toBe('none');
    await expect(getComputedStyle(placeholders[1]!, '::after').content).not.toBe('none');
  },
};

/** Placeholders are not tab stops: the keyboard goes on to the next real control. */
export const Keyboard: Story = {
  name: 'Keyboard: not a tab stop',
  parameters: { visual: false },
  render: () => (
    <div style={{ ...row, maxWidth: 600 }}>
      <div style={cell}>
        <TextField label="Customer" />
      </div>
      <FieldPlaceholder label="Status" />
      <div style={cell}>
        <TextField label="Reference" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Customer' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
  },
};
