import { ApiError } from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import type { FormValue } from '@backoffice/app-kit/resources';
import { useRef, useState } from 'react';
import { useOrderAction } from './ordersApi';

/** Runs `action` with `input` on `order`; `done` is the toast once it has succeeded. */
type RunStep = (
  order: { id: number; version?: unknown },
  action: string,
  input: Record<string, FormValue>,
  done: string,
) => Promise<boolean>;

/**
 * Runs an order's actions from a screen's buttons one at a time: pending while one runs, the
 * server's refusal (409 sentence, 422 message) kept to show as an alert, a toast when done. A
 * press on another step while one runs (the next line's Found as the page shows the last step's
 * result) waits for it and then runs, rather than being lost; the same press again while it runs
 * is ignored.
 */
export function useOrderStep() {
  const act = useOrderAction();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<{ key: string; done: Promise<boolean> } | null>(null);

  const runNow: RunStep = async (order, action, input, done) => {
    setPending(action);
    setProblem(null);
    try {
      await act(order, action, input);
      toast(done, 'positive');
      return true;
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'That did not work. Try again.');
      return false;
    } finally {
      setPending(null);
    }
  };

  const run: RunStep = async (order, action, input, done) => {
    const key = JSON.stringify([order.id, action, input]);
    const before = running.current;
    if (before?.key === key) return false;
    const step = {
      key,
      done: (async () => {
        if (before) await before.done;
        return runNow(order, action, input, done);
      })(),
    };
    running.current = step;
    try {
      return await step.done;
    } finally {
      if (running.current === step) running.current = null;
    }
  };

  return { run, pending, problem };
}
