import { RequestTimeoutError } from './RequestTimeoutError';

/**
 * Runs `work` with a signal that aborts after `timeoutMs`, or as soon as the caller's own
 * signal aborts. A timeout rejects with RequestTimeoutError; a caller's abort with its reason.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RequestTimeoutError(timeoutMs));
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    return await work(controller.signal);
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}
