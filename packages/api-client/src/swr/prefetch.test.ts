import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../http/createApiClient';
import { clearCache } from './clearCache';
import {
  afterPrefetchedAnswers,
  dropPrefetched,
  getPrefetched,
  PREFETCH_TTL_MS,
  prefetchGet,
} from './prefetch';

/** A client whose GETs answer `answers` in turn, counting the calls per path. */
function clientAnswering(...answers: unknown[]) {
  const get = vi.fn((_path: string) =>
    answers.length > 1 ? Promise.resolve(answers.shift()) : Promise.resolve(answers[0]),
  );
  return { client: { baseUrl: '', get } as unknown as ApiClient, get };
}

describe('prefetchGet and getPrefetched', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the request under way to the first taker, and asks again for the next', async () => {
    const { client, get } = clientAnswering(['early'], ['again']);
    prefetchGet(client, '/api/notices/list');
    prefetchGet(client, '/api/notices/list');
    expect(get).toHaveBeenCalledTimes(1);

    await expect(getPrefetched(client, '/api/notices/list')).resolves.toEqual(['early']);
    await expect(getPrefetched(client, '/api/notices/list')).resolves.toEqual(['again']);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hands the answers over one per task, so that each screen part draws on its own', async () => {
    const { client } = clientAnswering('brands', 'rows');
    prefetchGet(client, '/api/brands/list');
    prefetchGet(client, '/api/jf-sales');
    // Both answers are in before the screen takes them, as on a first visit.
    await Promise.resolve();
    let tasks = 0;
    let counting = true;
    const count = () => {
      tasks += 1;
      if (counting) setTimeout(count);
    };
    setTimeout(count);
    const takenAt: Record<string, number> = {};
    await Promise.all([
      getPrefetched(client, '/api/brands/list').then(() => {
        takenAt.brands = tasks;
      }),
      getPrefetched(client, '/api/jf-sales').then(() => {
        takenAt.rows = tasks;
      }),
    ]);
    counting = false;
    expect(takenAt.brands).toBeGreaterThan(0);
    expect(takenAt.rows).toBeGreaterThan(takenAt.brands as number);
  });

  it('sends from the task it is given, and a fetch before then still takes it', async () => {
    const { client, get } = clientAnswering(['rows']);
    const tasks: Array<() => void> = [];
    prefetchGet(client, '/api/jf-sales', (task) => tasks.push(task));
    prefetchGet(client, '/api/jf-sales', (task) => tasks.push(task));
    expect(get).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    const taken = getPrefetched(client, '/api/jf-sales');
    tasks[0]?.();
    expect(get).toHaveBeenCalledTimes(1);
    await expect(taken).resolves.toEqual(['rows']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('forgets what was started when the session ends', async () => {
    const { client } = clientAnswering('previous user', 'next user');
    prefetchGet(client, '/api/brands/list');
    await clearCache((() => Promise.resolve([])) as ScopedMutator);
    await expect(getPrefetched(client, '/api/brands/list')).resolves.toBe('next user');
  });

  it('keeps paths apart, their query strings included', async () => {
    const { client, get } = clientAnswering('page 1', 'page 2');
    prefetchGet(client, '/api/jf-sales?page=1');
    await expect(getPrefetched(client, '/api/jf-sales?page=2')).resolves.toBe('page 2');
    await expect(getPrefetched(client, '/api/jf-sales?page=1')).resolves.toBe('page 1');
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/jf-sales?page=1',
      '/api/jf-sales?page=2',
    ]);
  });

  it('drops an answer nobody took in time', async () => {
    vi.useFakeTimers();
    const { client } = clientAnswering('stale', 'fresh');
    prefetchGet(client, '/api/brands/list');
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    await expect(getPrefetched(client, '/api/brands/list')).resolves.toBe('fresh');
  });

  it("never hands one client's request to another", async () => {
    const first = clientAnswering('first session');
    const next = clientAnswering('next session');
    prefetchGet(first.client, '/api/brands/list');
    await expect(getPrefetched(next.client, '/api/brands/list')).resolves.toBe('next session');
    await expect(getPrefetched(first.client, '/api/brands/list')).resolves.toBe('first session');
  });

  it('lets the taker see a failure, and leaves none unhandled when nobody takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const get = vi.fn(() => Promise.reject(new Error('offline')));
    const client = { baseUrl: '', get } as unknown as ApiClient;
    prefetchGet(client, '/api/tickets');
    await expect(getPrefetched(client, '/api/tickets')).rejects.toThrow('offline');
    prefetchGet(client, '/api/tickets?page=2');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('waits for every answer started ahead, failures too, and runs at once when none is out', async () => {
    const ran = vi.fn();
    afterPrefetchedAnswers(ran);
    expect(ran).toHaveBeenCalledTimes(1);

    let answerList: (value: unknown) => void = () => {};
    let failOptions: (error: Error) => void = () => {};
    const get = vi.fn((path: string) =>
      path.startsWith('/api/jf-sales')
        ? new Promise((resolve) => {
            answerList = resolve;
          })
        : new Promise((_resolve, reject) => {
            failOptions = reject;
          }),
    );
    const client = { baseUrl: '', get } as unknown as ApiClient;
    prefetchGet(client, '/api/jf-sales?page=1');
    prefetchGet(client, '/api/customers?per_page=100');
    const waited = vi.fn();
    afterPrefetchedAnswers(waited);
    answerList({ data: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waited).not.toHaveBeenCalled();
    failOptions(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waited).toHaveBeenCalledTimes(1);
    // Once answered, nothing is out: the next caller runs at once.
    afterPrefetchedAnswers(ran);
    expect(ran).toHaveBeenCalledTimes(2);
  });

  it('no longer waits for a request of a session that has ended', () => {
    const get = vi.fn(() => new Promise(() => {}));
    prefetchGet({ baseUrl: '', get } as unknown as ApiClient, '/api/brands/list');
    dropPrefetched();
    const ran = vi.fn();
    afterPrefetchedAnswers(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
