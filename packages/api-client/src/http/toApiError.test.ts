import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { toApiError } from './toApiError';
import { ValidationError } from './ValidationError';

describe('toApiError', () => {
  it('turns Laravel 422 bodies into a ValidationError with field errors', () => {
    const body = {
      message: 'The title field is required. (and 1 more error)',
      errors: {
        title: ['The title field is required.'],
        'items.0.qty': [
          'The items.0.qty field must be at least 1.',
          'The selected items.0.qty is invalid.',
        ],
      },
    };
    const error = toApiError(new Response(null, { status: 422 }), body);
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.status).toBe(422);
    expect(validation.message).toBe('The title field is required. (and 1 more error)');
    expect(validation.errors).toBe(body.errors);
    expect(validation.fieldErrors).toEqual({
      title: 'The title field is required.',
      'items.0.qty': 'The items.0.qty field must be at least 1.',
    });
  });

  it('keeps status, message and body of other refusals', () => {
    const body = { message: 'This action is unauthorized.' };
    const error = toApiError(new Response(null, { status: 403 }), body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 403, message: 'This action is unauthorized.', body });
  });

  it('falls back to the status text when the body has no message', () => {
    const error = toApiError(
      new Response(null, { status: 502, statusText: 'Bad Gateway' }),
      '<html>upstream down</html>',
    );
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBe('<html>upstream down</html>');
  });
});
