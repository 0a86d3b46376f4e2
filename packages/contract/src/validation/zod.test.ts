import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequestSchema } from '../schemas/auth';
import { noticeInputSchema } from '../schemas/notice';
import { changePasswordRequestSchema } from '../schemas/user';
import { normaliseInput } from './input';
import { zodErrorBody } from './zod';

function errorsOf(schema: z.ZodType, raw: unknown) {
  const input = normaliseInput(raw);
  const result = schema.safeParse(input);
  if (result.success) return null;
  return zodErrorBody(result.error.issues, input);
}

describe('zod issues as Laravel messages', () => {
  it('turns blanks into required, once per field', () => {
    expect(errorsOf(loginRequestSchema, { email: '', password: '' })).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('reports formats, enums, sizes and unknown fields', () => {
    const body = errorsOf(noticeInputSchema, {
      title: 'x'.repeat(256),
      details: '<p>x</p>',
      level: 'Low',
      published: 'maybe',
      colour: 'red',
    });
    expect(body?.errors).toEqual({
      title: ['The title field must not be greater than 255 characters.'],
      level: ['The selected level is invalid.'],
      published: ['The published field must be true or false.'],
      colour: ['The colour field is prohibited.'],
    });
  });

  it('writes a number’s bound grouped, as the validator does', () => {
    const schema = z.object({ page: z.number().int().max(1_000_000), rate: z.number().min(1500) });
    expect(errorsOf(schema, { page: 1_000_001, rate: 12 })?.errors).toEqual({
      page: ['The page field must not be greater than 1,000,000.'],
      rate: ['The rate field must be at least 1,500.'],
    });
  });

  it('reports confirmed on the field itself, beside other failures', () => {
    const body = errorsOf(changePasswordRequestSchema, {
      current_password: 'old',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(body?.errors).toEqual({
      password: [
        'The password field must be at least 8 characters.',
        'The password field confirmation does not match.',
      ],
    });
  });

  it('accepts form text for booleans and keeps passwords untrimmed', () => {
    const input = normaliseInput({
      email: ' a@b.co ',
      password: ' pw ',
      remember: 'on',
      _token: 't',
    });
    expect(input).toEqual({ email: 'a@b.co', password: ' pw ', remember: 'on' });
    expect(loginRequestSchema.parse(input)).toEqual({
      email: 'a@b.co',
      password: ' pw ',
      remember: true,
    });
  });
});
