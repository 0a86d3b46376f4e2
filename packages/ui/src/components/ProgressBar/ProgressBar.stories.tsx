import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

/** Tab goes from the button before the bar straight to the one after: the bar is no tab stop. */
async function tabSkipsBar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Back to sales' })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Hide' })).toHaveFocus();
}

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Voiding sales', value: 12000, maxValue: 50000 },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', maxWidth: 560 }}>
        <Button variant="secondary">Back to sales</Button>
        <div style={{ flex: 1 }}>
          <Story />
        </div>
        <Button variant="secondary">Hide</Button>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Progress of work whose size is known, such as a bulk action over many records: the label above the bar, "12,000 of 50,000" beside it (the value and `maxValue` in the user\'s number format, or your own `valueLabel`), read by screen readers as the bar\'s value. Not a tab stop. Announce changes through a polite live region of the screen, not the bar. `tone` colours the fill once the work ended; `isIndeterminate` shows a moving band.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 12,000 of 50,000 records done. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Voiding sales' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12000');
    await expect(bar).toHaveAttribute('aria-valuemax', '50000');
    await expect(bar).toHaveAttribute('aria-valuetext', '12,000 of 50,000');
    await expect(within(canvasElement).getByText('12,000 of 50,000')).toBeVisible();
    await tabSkipsBar(canvasElement);
  },
};

/** Finished: every record looked at, the fill in the positive colour, in the dark theme. */
export const FinishedDark: Story = {
  args: { label: 'Deleting sales', value: 30, maxValue: 30, tone: 'positive' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Deleting sales' });
    await expect(bar).toHaveAttribute('aria-valuetext', '30 of 30');
    await tabSkipsBar(canvasElement);
  },
};

/** Starting: how many records the work takes is not known yet. */
export const Indeterminate: Story = {
  args: { label: 'Counting sales', isIndeterminate: true },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Counting sales' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await tabSkipsBar(canvasElement);
  },
};
