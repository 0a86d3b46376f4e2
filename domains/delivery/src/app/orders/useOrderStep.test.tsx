import { ToastProvider } from '@backoffice/app-kit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOrderStep } from './useOrderStep';

const calls: string[] = [];
const finish: Array<() => void> = [];
vi.mock('./ordersApi', () => ({
  useOrderAction: () => (order: { id: number }, action: string, input: Record<string, unknown>) =>
    new Promise<void>((resolve) => {
      calls.push(`${order.id} ${action} ${JSON.stringify(input)}`);
      finish.push(resolve);
    }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider>{children}</ToastProvider>
);

describe('useOrderStep', () => {
  it('runs a step pressed while another runs after it, and ignores the same press again', async () => {
    calls.length = 0;
    finish.length = 0;
    const { result } = renderHook(() => useOrderStep(), { wrapper });
    const order = { id: 7, version: 3 };
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    let again: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      first = result.current.run(order, 'start-fulfilment', {}, 'Started.');
      second = result.current.run(order, 'pick', { line_id: 1, outcome: 'found' }, 'Found.');
      again = result.current.run(order, 'pick', { line_id: 1, outcome: 'found' }, 'Found.');
    });
    // Only the first has reached the server; the second waits for it, the third was the same.
    expect(calls).toEqual(['7 start-fulfilment {}']);
    expect(result.current.pending).toBe('start-fulfilment');
    await expect(again).resolves.toBe(false);
    await act(async () => finish[0]?.());
    await expect(first).resolves.toBe(true);
    expect(calls).toEqual(['7 start-fulfilment {}', '7 pick {"line_id":1,"outcome":"found"}']);
    expect(result.current.pending).toBe('pick');
    await act(async () => finish[1]?.());
    await expect(second).resolves.toBe(true);
    expect(result.current.pending).toBeNull();
  });
});
