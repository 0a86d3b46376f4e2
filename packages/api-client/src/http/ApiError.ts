/**
 * An answer the server refused, handed to the caller: the status, the server's `message` (or
 * the status text when the body has none) and the parsed body as it came.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}
