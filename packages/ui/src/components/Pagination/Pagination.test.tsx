import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { itemRange, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('centres the current page', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
  });
  it('stays inside the first and last page', () => {
    expect(pageWindow(1, 10, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10, 3)).toEqual([8, 9, 10]);
  });
  it('shows fewer buttons when there are fewer pages', () => {
    expect(pageWindow(2, 2, 3)).toEqual([1, 2]);
    expect(pageWindow(1, 0, 3)).toEqual([]);
  });
});

describe('itemRange', () => {
  it('gives the items of a full and of the last, shorter page', () => {
    expect(itemRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(itemRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
  });
});

describe('Pagination', () => {
  it('renders nothing while all items fit on one page', () => {
    const { container } = render(
      <Pagination
        totalPages={1}
        currentPage={1}
        totalItems={10}
        perPage={10}
        onPageChange={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and reports the page asked for', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        totalPages={10}
        currentPage={4}
        totalItems={95}
        perPage={10}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing items 31-40 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenCalledWith(10);
  });
});
