/**
 * GETs started before the screen that shows their answer has loaded. On a first visit the app
 * knows the page at once but fetches the screen's files first; it starts the screen's GETs beside
 * those files (`prefetchGet`), and the screen's fetch takes the request under way
 * (`getPrefetched`) instead of asking again. A request is known by its client and its path with
 * its query string, exactly as the fetch asks for it: another client (the next session's, another
 * story's) never takes it. An answer not taken within `PREFETCH_TTL_MS` is dropped, and each is
 * taken once: later fetches of the path ask the server.
 */
import type { ApiClient } from '../http/createApiClient';

export const PREFETCH_TTL_MS = 10_000;

type Waiting = Map<string, { promise: Promise<unknown>; at: number }>;

let started = new WeakMap<ApiClient, Waiting>();

/** Every request started ahead whose answer has not come yet, whoever takes it. */
const unanswered = new Set<Promise<unknown>>();

function waitingOf(client: ApiClient): Waiting {
  let waiting = started.get(client);
  if (!waiting) {
    waiting = new Map();
    started.set(client, waiting);
  }
  return waiting;
}

/** Runs a task: the caller's scheduler, such as `(task) => setTimeout(task)`. */
export type StartTask = (task: () => void) => void;

/**
 * Starts `GET path` (its query string included), unless a request for it is already waiting.
 * With `start`, the request waits at once (a fetch of the path takes it from now on) but is sent
 * from the task `start` runs: sending a request costs the main thread a few milliseconds, which
 * the caller may want out of its own task.
 */
export function prefetchGet(client: ApiClient, path: string, start?: StartTask): void {
  const requests = waitingOf(client);
  const waiting = requests.get(path);
  if (waiting && Date.now() - waiting.at < PREFETCH_TTL_MS) return;
  const promise = start
    ? new Promise<unknown>((resolve) => start(() => resolve(client.get<unknown>(path))))
    : client.get<unknown>(path);
  // A failure is the taker's to see; nobody may take it, so it must not go unhandled here.
  const answered = () => void unanswered.delete(promise);
  promise.then(answered, answered);
  unanswered.add(promise);
  requests.set(path, { promise, at: Date.now() });
}

/**
 * Runs `then` once every request started ahead so far has its answer (or failure): at once when
 * none is out. The first screen's data is what the app starts ahead, so work that should follow
 * the screen's first full draw (the files of its costly controls) can wait for this.
 */
export function afterPrefetchedAnswers(then: () => void): void {
  if (unanswered.size === 0) {
    then();
    return;
  }
  void Promise.allSettled([...unanswered]).then(() => afterPrefetchedAnswers(then));
}

/** The last answer handed over, or the next frame's task for the first: answers wait in line. */
let lastTurn: Promise<void> | null = null;

/** The next frame (the screen's paint), then a task of its own; or 100 ms at most. */
function nextFrameTask(): Promise<void> {
  return new Promise((resolve) => {
    const run = () => setTimeout(resolve);
    if (typeof requestAnimationFrame !== 'function') return run();
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      run();
    });
  });
}

/**
 * Hands an answer over after the screen that asked for it has painted, in a task of its own, one
 * answer per task: answers that all arrived while the screen drew would otherwise draw every
 * part of it again in one long task (each SWR hook sees its new answer as it subscribes).
 */
function inTurn<T>(take: () => T): Promise<T> {
  const turn = (lastTurn ?? nextFrameTask()).then(() => new Promise<void>((r) => setTimeout(r)));
  lastTurn = turn;
  void turn.then(() => {
    if (lastTurn === turn) lastTurn = null;
  });
  return turn.then(take);
}

/** `GET path`: the request started for it if one is waiting (and fresh), else a new one. */
export function getPrefetched<T>(client: ApiClient, path: string): Promise<T> {
  const requests = waitingOf(client);
  const waiting = requests.get(path);
  requests.delete(path);
  if (waiting && Date.now() - waiting.at < PREFETCH_TTL_MS) {
    return waiting.promise.then(
      (value) => inTurn(() => value as T),
      (error: unknown) =>
        inTurn(() => {
          throw error;
        }),
    );
  }
  return client.get<T>(path);
}

/** Forgets every waiting request: a session's answers are never handed to the next. */
export function dropPrefetched(): void {
  started = new WeakMap();
  unanswered.clear();
}
