import { ApiError } from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import type { FormValue } from '@backoffice/app-kit/resources';
import { useState } from 'react';
import { useOrderAction } from './ordersApi';

/**
 * Runs one action at a time on an order from a screen's button: pending while it runs, the
 * server's refusal (409 sentence, 422 message) kept to show as an alert, a toast when done.
 */
export function useOrderStep() {
  const act = useOrderAction();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(
    order: { id: number; version?: unknown },
    action: string,
    input: Record<string, FormValue>,
    done: string,
  ): Promise<boolean> {
    if (pending) return false;
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
  }

  return { run, pending, problem };
}
