import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitRealtimeEvent, useRealtimeEvent } from './realtimeEvents';

describe('useRealtimeEvent', () => {
  it('calls the screen for the events it names while it is shown, and no longer after', () => {
    const seen = vi.fn();
    const { unmount } = renderHook(() => useRealtimeEvent(['jfd-orders'], seen));
    act(() => {
      emitRealtimeEvent({ channel: 'private-jfd-orders', event: 'jfd-orders', data: { id: 1 } });
      emitRealtimeEvent({ channel: 'jfd-order-updates', event: 'jfd-order-updates', data: {} });
    });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({
      channel: 'private-jfd-orders',
      event: 'jfd-orders',
      data: { id: 1 },
    });
    unmount();
    emitRealtimeEvent({ channel: 'private-jfd-orders', event: 'jfd-orders', data: { id: 2 } });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
