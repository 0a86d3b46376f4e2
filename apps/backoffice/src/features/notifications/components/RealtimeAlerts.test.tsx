import { ApiClientProvider, useNotifications } from '@backoffice/api-client';
import { type AppStore, AppStoreProvider, createAppStore } from '@backoffice/app-kit';
import { FakePusherClient } from '@backoffice/realtime/testing';
import { act, render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../../../vitest.shared.ts';
import { manager } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { server } from '../../../testing/server';
import { RealtimeAlerts } from './RealtimeAlerts';

const enabledConfig = {
  enabled: true,
  key: 'app-key',
  cluster: 'local',
  wsHost: 'localhost',
  wsPort: 8080,
  wssPort: 8080,
  forceTLS: false,
};

/** Shows the notification list's length, so a refetch after an alert can be counted. */
function NotificationCount() {
  const { data } = useNotifications();
  return <output aria-label="notifications">{data?.total ?? '-'}</output>;
}

function mount(store: AppStore) {
  const clients: FakePusherClient[] = [];
  const sound = { play: vi.fn(async () => {}) };
  render(
    <AppStoreProvider store={store}>
      <ApiClientProvider
        baseUrl=""
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
        onSessionEnd={() => {}}
        onServerError={() => {}}
      >
        <RealtimeAlerts
          sound={sound}
          createClient={(key, options) => {
            const client = new FakePusherClient(key, options);
            clients.push(client);
            return client;
          }}
        />
        <NotificationCount />
      </ApiClientProvider>
    </AppStoreProvider>,
  );
  return { clients, sound };
}

function countNotificationLoads() {
  let loads = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/notifications') {
      loads += 1;
    }
  });
  return () => loads;
}

describe('RealtimeAlerts', () => {
  it('subscribes to the user channels, and an event sounds, flags and refetches', async () => {
    // The first matching handler answers: the test's configuration before the defaults.
    server.use(
      http.get('*/api/realtime/config', () => HttpResponse.json(enabledConfig)),
      ...handlers.session(),
    );
    const loads = countNotificationLoads();
    const store = createAppStore(localStorage);
    store.setUser({ ...manager, role: 'Dispatcher', active_brand_id: 8 });
    const { clients, sound } = mount(store);

    await waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0];
    if (!client) throw new Error('no connection');
    expect(client.key).toBe('app-key');
    await waitFor(() =>
      expect(store.getState().channels.map((entry) => entry.channel)).toEqual(
        expect.arrayContaining([`private-user.${manager.id}`, 'private-jfd-orders']),
      ),
    );
    await waitFor(() => expect(loads()).toBe(1));
    expect(store.getState().newNotification).toBe(false);

    const channel = client.channels.get('private-jfd-orders');
    if (!channel) throw new Error('not subscribed to the dispatcher channel');
    act(() => channel.emit('jfd-orders', { message: 'Order 1042 placed' }));

    expect(sound.play).toHaveBeenCalledTimes(1);
    expect(store.getState().newNotification).toBe(true);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('connects nothing when the server offers no realtime', async () => {
    server.use(...handlers.session());
    const store = createAppStore(localStorage);
    store.setUser(manager);
    const { clients } = mount(store);
    // The list loads once the providers are up; by then the configuration has answered.
    await waitFor(() => expect(document.querySelector('output')?.textContent).not.toBe('-'));
    expect(clients).toHaveLength(0);
    expect(store.getState().channels).toEqual([]);
  });

  it('works on without alerts when the configuration fails to load', async () => {
    expectConsoleError('Realtime configuration not loaded');
    const logged = vi.spyOn(console, 'error');
    server.use(
      http.get('*/api/realtime/config', () => new HttpResponse(null, { status: 500 })),
      ...handlers.session(),
    );
    const store = createAppStore(localStorage);
    store.setUser(manager);
    const { clients } = mount(store);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(clients).toHaveLength(0);
    expect(store.getState().newNotification).toBe(false);
  });
});
