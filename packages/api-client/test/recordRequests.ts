import { server } from './server';

/** Every request the test server sees, in order, as `METHOD /path?query`. */
export function recordRequests(): { requests: Request[]; lines: () => string[] } {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return {
    requests,
    lines: () =>
      requests.map((request) => {
        const url = new URL(request.url);
        return `${request.method} ${url.pathname}${decodeURIComponent(url.search)}`;
      }),
  };
}
