import { ApiError, ValidationError } from '@backoffice/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SubmitAttempt, useFormSubmit } from './useFormSubmit';

describe('useFormSubmit', () => {
  it('keeps the idempotency key across retries of one submission, and renews it after a success', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const keys: string[] = [];
    const failing = async ({ idempotencyKey }: SubmitAttempt) => {
      keys.push(idempotencyKey);
      throw new ApiError(503, 'Service Unavailable', {});
    };
    const saving = async ({ idempotencyKey }: SubmitAttempt) => {
      keys.push(idempotencyKey);
    };
    await act(() => result.current.submit(null, failing));
    await act(() => result.current.submit(null, failing));
    await act(() => result.current.submit(null, saving));
    await act(() => result.current.submit(null, saving));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('sends once when pressed twice in one frame, with one key', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const keys: string[] = [];
    let finish = () => {};
    const save = ({ idempotencyKey }: SubmitAttempt) => {
      keys.push(idempotencyKey);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.submit(null, save);
      second = result.current.submit(null, save);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(keys).toHaveLength(1);
    expect(result.current.pending).toBe(false);
  });

  it("puts a 422's messages beside the fields and keeps the key for the retry", async () => {
    const { result } = renderHook(() => useFormSubmit());
    const keys: string[] = [];
    await act(() =>
      result.current.submit(null, async ({ idempotencyKey }) => {
        keys.push(idempotencyKey);
        throw new ValidationError({
          message: 'The title field is required.',
          errors: { title: ['The title field is required.'] },
        });
      }),
    );
    expect(result.current.errors).toEqual({
      fieldErrors: { title: 'The title field is required.' },
      message: null,
    });
    await act(() =>
      result.current.submit(null, async ({ idempotencyKey }) => {
        keys.push(idempotencyKey);
      }),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.errors).toEqual({ fieldErrors: {}, message: null });
  });
});
