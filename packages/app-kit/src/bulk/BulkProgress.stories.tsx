import type { BulkJob } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BulkProgress } from './BulkProgress';
import { sampleSales } from './testing/sampleSales';

const running: BulkJob = {
  id: 'job-1',
  resource: 'sales',
  operation: 'void',
  status: 'running',
  total: 50000,
  done: 12000,
  succeeded: 11990,
  failed: 10,
  reasons: [{ message: 'Only completed sales can be voided.', count: 10, ids: [4, 9] }],
  created_at: '2025-03-14T10:00:00.000Z',
  finished_at: null,
};

const meta = {
  title: 'Screens/Resources/Bulk actions/Progress',
  component: BulkProgress,
  args: { resource: sampleSales, job: running },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 16,
          maxWidth: 560,
        }}
      >
        <Button variant="secondary">Clear search</Button>
        <div style={{ alignSelf: 'stretch' }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof BulkProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A void over 50,000 sales, 12,000 looked at; screen readers hear each quarter, politely. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Void sales' });
    await expect(bar).toHaveAttribute('aria-valuetext', '12,000 of 50,000');
    await expect(canvas.getByRole('status')).toHaveTextContent('Void sales: started.');
    // Keyboard: the progress is no tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};
