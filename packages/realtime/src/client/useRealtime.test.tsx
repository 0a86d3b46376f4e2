import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeConfig } from '../config';
import { FakePusherClient } from './fakePusherClient';
import type { RealtimeEvent } from './RealtimeManager';
import { type RealtimeUserFields, useRealtime } from './useRealtime';

const config: RealtimeConfig = {
  enabled: true,
  key: 'k',
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 3000,
  wssPort: 3000,
  forceTLS: false,
};

interface Props {
  config: RealtimeConfig | null;
  user: RealtimeUserFields | null;
  onEvent: (event: RealtimeEvent) => void;
}

function mount(initial: Props) {
  const clients: FakePusherClient[] = [];
  const hook = renderHook(
    (props: Props) =>
      useRealtime({
        ...props,
        storage: window.localStorage,
        createClient: (key, options) => {
          const client = new FakePusherClient(key, options);
          clients.push(client);
          return client;
        },
      }),
    { initialProps: initial },
  );
  return { ...hook, clients };
}

afterEach(() => window.localStorage.clear());

describe('useRealtime', () => {
  it('connects nothing until both the configuration and the user are there', () => {
    const { result, clients, rerender } = mount({ config: null, user: null, onEvent: () => {} });
    expect(clients).toHaveLength(0);
    expect(result.current.channels).toEqual([]);
    rerender({ config, user: null, onEvent: () => {} });
    expect(clients).toHaveLength(0);
    rerender({
      config,
      user: { id: 4, role: 'Driver', active_brand_id: 8 },
      onEvent: () => {},
    });
    expect(clients).toHaveLength(1);
    expect(result.current.channels.map((e) => e.channel)).toEqual([
      'private-user.4',
      'jfd-order-delivery',
    ]);
  });

  it('says disabled when the server has no realtime', () => {
    const { result, clients } = mount({
      config: { ...config, enabled: false },
      user: { id: 4, role: 'Driver', active_brand_id: 8 },
      onEvent: () => {},
    });
    expect(clients).toHaveLength(0);
    expect(result.current.state).toBe('disabled');
  });

  it('resubscribes on a brand switch over the same connection and calls the latest handler', () => {
    const seen: string[] = [];
    const user = { id: 4, role: 'Dispatcher', active_brand_id: 2 };
    const { result, clients, rerender } = mount({ config, user, onEvent: () => {} });
    expect(result.current.channels.map((e) => e.channel)).toEqual(['private-user.4']);
    rerender({
      config,
      user: { ...user, active_brand_id: 8 },
      onEvent: (event) => seen.push(event.event),
    });
    expect(clients).toHaveLength(1);
    const client = clients[0]!;
    expect([...client.subscribed]).toEqual([
      'private-user.4',
      'jfd-order-updates',
      'private-jfd-orders',
    ]);
    act(() => {
      client.deliver('private-jfd-orders', 'jfd-orders', {});
      client.setState('connected');
    });
    expect(seen).toEqual(['jfd-orders']);
    expect(result.current.state).toBe('connected');
    expect(result.current.socketId).toBe('123.456');
  });

  it('disconnects on sign-out and on unmount', () => {
    const { clients, rerender, unmount } = mount({
      config,
      user: { id: 4, role: 'Driver', active_brand_id: 8 },
      onEvent: () => {},
    });
    rerender({ config, user: null, onEvent: () => {} });
    expect(clients[0]!.disconnected).toBe(true);
    rerender({ config, user: { id: 5, role: 'Driver', active_brand_id: 8 }, onEvent: () => {} });
    expect(clients).toHaveLength(2);
    unmount();
    expect(clients[1]!.disconnected).toBe(true);
  });
});
