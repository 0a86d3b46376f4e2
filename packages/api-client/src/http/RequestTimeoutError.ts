/** The server gave no complete answer within the request timeout; the request was aborted. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`The request took longer than ${timeoutMs / 1000} seconds and was cancelled.`);
    this.timeoutMs = timeoutMs;
  }
}
