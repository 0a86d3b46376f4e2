import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { RequestTimeoutError } from '../http/RequestTimeoutError';
import { ValidationError } from '../http/ValidationError';
import { swrDefaults } from './swrDefaults';

describe('swrDefaults', () => {
  const shouldRetry = swrDefaults.shouldRetryOnError as (error: Error) => boolean;

  it('does not retry answers the server refused', () => {
    expect(shouldRetry(new ApiError(500, 'Server Error', {}))).toBe(false);
    expect(shouldRetry(new ApiError(404, 'Not found.', {}))).toBe(false);
    expect(shouldRetry(new ValidationError({ message: 'x', errors: { x: ['x'] } }))).toBe(false);
  });

  it('retries failures without an answer', () => {
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(new RequestTimeoutError(60_000))).toBe(true);
  });
});
