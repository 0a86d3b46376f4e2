import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state so the stories can be clicked through like the real list. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.currentPage);
  return (
    <Pagination
      {...props}
      currentPage={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { totalPages: 10, currentPage: 1, totalItems: 95, perPage: 10, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation under a list. Feed it the paginator fields (`currentPage`, `totalPages`, `total` as `totalItems`, `perPage`) and change page in `onPageChange`. It renders nothing while everything fits on one page. The current page carries `aria-current="page"`; `maxVisibleButtons` (3 by default) sets how many numbered buttons show around it.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByText('Showing items 1-10 of 95')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Showing items 11-20 of 95')).toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab to Next and Last, Enter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // First and Previous are disabled on page 1, so the first Tab stop is page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByText('Showing items 91-95 of 95')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = { args: { currentPage: 5 } };

export const LastPage: Story = {
  args: { currentPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByText('Showing items 91-95 of 95')).toBeInTheDocument();
  },
};

export const FiveVisibleButtons: Story = { args: { maxVisibleButtons: 5, currentPage: 6 } };

export const ManyPages: Story = {
  args: { totalPages: 1250, totalItems: 12_493, currentPage: 1187 },
};

export const OnePageHidden: Story = {
  name: 'One page: nothing shown',
  args: { totalPages: 1, totalItems: 8 },
  render: (args) => (
    <div>
      <p>Eight items fit on one page, so no pagination follows.</p>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { currentPage: 5 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <Controlled {...args} />
    </div>
  ),
};

export const Dark: Story = { args: { currentPage: 3 }, globals: { theme: 'dark' } };
