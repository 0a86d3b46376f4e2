import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toasts';
import { TOAST_CLOSE_MS, TOAST_QUEUE_CHECK_MS } from './timings';
import { ToastQueue } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastQueue', () => {
  it('keeps a closing toast for 150 ms so it can animate out', () => {
    const queue = new ToastQueue();
    const key = queue.add({ title: 'Saved' });
    queue.close(key);
    expect(queue.isClosing(key)).toBe(true);
    vi.advanceTimersByTime(TOAST_CLOSE_MS - 1);
    expect(queue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.visibleToasts).toHaveLength(0);
    expect(queue.isClosing(key)).toBe(false);
  });

  it('lines up toasts beyond maxVisible and re-checks every 250 ms', () => {
    const queue = new ToastQueue({ maxVisible: 1 });
    const first = queue.add({ title: 'First' });
    const second = queue.add({ title: 'Second' });
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['First']);
    expect(queue.waitingCount).toBe(1);
    queue.close(first);
    vi.advanceTimersByTime(TOAST_CLOSE_MS);
    expect(queue.visibleToasts).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_QUEUE_CHECK_MS - TOAST_CLOSE_MS);
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(['Second']);
    queue.close(second);
    vi.advanceTimersByTime(TOAST_CLOSE_MS);
    expect(queue.visibleToasts).toHaveLength(0);
  });
});

describe('ToastRegion', () => {
  it('closes a toast after its 4000 ms plus the closing phase, paused while hovered', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Brand switched', tone: 'positive' });
    });
    expect(screen.getByText('Brand switched')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications' });

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Brand switched')).toBeInTheDocument();

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Brand switched')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1 + TOAST_CLOSE_MS);
    });
    expect(screen.queryByText('Brand switched')).not.toBeInTheDocument();
  });
});

describe('a toast with an action', () => {
  it('shows the button, runs it once and closes the toast', () => {
    const queue = new ToastQueue();
    const onAction = vi.fn();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add(
        { title: 'Sale deleted.', tone: 'positive', action: { label: 'Undo', onAction } },
        { timeout: 10_000 },
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(TOAST_CLOSE_MS);
    });
    expect(screen.queryByText('Sale deleted.')).not.toBeInTheDocument();
  });

  it('stays for its own timeout rather than the queue’s', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add(
        { title: 'Sale voided.', action: { label: 'Undo', onAction: () => {} } },
        { timeout: 10_000 },
      );
    });
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByText('Sale voided.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1 + TOAST_CLOSE_MS);
    });
    expect(screen.queryByText('Sale voided.')).not.toBeInTheDocument();
  });
});
