/**
 * Requests started before the screen that shows their answer has loaded. On a first visit the
 * app knows the page at once but fetches the screen's file first; it starts the screen's request
 * beside that file (`prefetch`), and the screen's hook takes the request under way
 * (`takePrefetched`) instead of asking again. An answer not taken within `PREFETCH_TTL_MS` is
 * dropped, and each is taken once: later fetches of the key ask the server.
 */
export const PREFETCH_TTL_MS = 10_000;

const started = new Map<string, { promise: Promise<unknown>; at: number }>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

/** Starts `fetch` for this SWR key, unless a request for it is already waiting. */
export function prefetch(key: readonly unknown[], fetch: () => Promise<unknown>): void {
  const id = keyOf(key);
  const waiting = started.get(id);
  if (waiting && Date.now() - waiting.at < PREFETCH_TTL_MS) return;
  const promise = fetch();
  // A failure is the taker's to see; nobody may take it, so it must not go unhandled here.
  promise.catch(() => undefined);
  started.set(id, { promise, at: Date.now() });
}

/** The request started for this key if one is waiting (and fresh), else `fetch()`. */
export function takePrefetched<T>(key: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  const id = keyOf(key);
  const waiting = started.get(id);
  started.delete(id);
  if (waiting && Date.now() - waiting.at < PREFETCH_TTL_MS) return waiting.promise as Promise<T>;
  return fetch();
}

/** Forgets every waiting request: a session's answers are never handed to the next. */
export function dropPrefetched(): void {
  started.clear();
}
