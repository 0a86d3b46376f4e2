import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen } from './useAfterFirstScreen';

function Probe({ delayMs }: { delayMs?: number }) {
  return <p>{useAfterFirstScreen(delayMs) ? 'started' : 'waiting'}</p>;
}

describe('useAfterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stays false for the delay, then turns true once the browser is idle, and stays true', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { rerender } = render(<Probe delayMs={1000} />);
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('waiting')).toBeDefined();
    expect(idle).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    // The delay is over: it now waits for the browser's next idle moment.
    expect(idle).toHaveLength(1);
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => idle[0]?.());
    expect(screen.getByText('started')).toBeDefined();
    rerender(<Probe delayMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('started')).toBeDefined();
  });

  it('turns true after the delay where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe delayMs={200} />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('started')).toBeDefined();
  });

  it('starts nothing when it leaves the page before the delay', () => {
    const requestIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const { unmount } = render(<Probe delayMs={500} />);
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(requestIdle).not.toHaveBeenCalled();
  });
});
