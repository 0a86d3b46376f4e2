import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearCookies } from './cookies';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearCookies();
});
afterAll(() => server.close());
