import type { BulkJob } from '@backoffice/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkResult } from './BulkResult';
import { sampleSales } from './testing/sampleSales';

const finished: BulkJob = {
  id: 'job-1',
  resource: 'sales',
  operation: 'void',
  status: 'finished',
  total: 30,
  done: 30,
  succeeded: 30,
  failed: 0,
  reasons: [],
  created_at: '2025-03-14T10:00:00.000Z',
  finished_at: '2025-03-14T10:00:02.000Z',
};

const meta = {
  title: 'Screens/Resources/Bulk actions/Result',
  component: BulkResult,
  args: { resource: sampleSales, job: finished, onDismiss: fn() },
} satisfies Meta<typeof BulkResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sale voided; Dismiss (by keyboard) hides the result. */
export const AllSucceeded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('30 sales voided.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** 28 voided, 2 refused: each reason the server gave, with how many it held back. */
export const SomeFailed: Story = {
  args: {
    job: {
      ...finished,
      succeeded: 28,
      failed: 2,
      reasons: [{ message: 'Only completed sales can be voided.', count: 2, ids: [3, 17] }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('28 sales voided.');
    await expect(within(status).getByText('2 not voided:')).toBeVisible();
    await expect(within(status).getByText('Only completed sales can be voided. (2)')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};
