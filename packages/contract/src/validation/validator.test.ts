import { describe, expect, it } from 'vitest';
import { validate } from './validator';

describe('validate (Laravel rules)', () => {
  it('reports required with the attribute in words', () => {
    const r = validate({ first_name: '  ' }, { first_name: 'required' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual({ first_name: ['The first name field is required.'] });
    expect(r.message).toBe('The first name field is required.');
  });

  it('summarises several errors as Laravel does', () => {
    const r = validate({}, { email: 'required|email', password: 'required', name: 'required' });
    expect(r.message).toBe('The email field is required. (and 2 more errors)');
    const one = validate({}, { email: 'required', password: 'required' });
    expect(one.message).toBe('The email field is required. (and 1 more error)');
  });

  it('checks email, in, date, confirmed and same', () => {
    const r = validate(
      {
        email: 'nope',
        level: 'Low',
        day: '2024-02-31x',
        password: 'secret12',
        password_confirmation: 'other',
        a: '1',
        b: '2',
      },
      {
        email: 'email',
        level: 'in:Normal,Urgent',
        day: 'date',
        password: 'confirmed',
        a: 'same:b',
      },
    );
    expect(r.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      level: ['The selected level is invalid.'],
      day: ['The day field must be a valid date.'],
      password: ['The password field confirmation does not match.'],
      a: ['The a field must match b.'],
    });
  });

  it('picks the size variant from the value type', () => {
    const file = { name: 'a.png', type: 'image/png', size: 3 * 1024 * 1024 };
    const r = validate(
      { title: 'abc', qty: '12', tags: ['a'], photo: file, code: 'x' },
      {
        title: 'min:5',
        qty: 'numeric|max:10',
        tags: 'array|min:2',
        photo: 'max:2048',
        code: 'between:2,4',
      },
    );
    expect(r.errors).toEqual({
      title: ['The title field must be at least 5 characters.'],
      qty: ['The qty field must not be greater than 10.'],
      tags: ['The tags field must have at least 2 items.'],
      photo: ['The photo field must not be greater than 2048 kilobytes.'],
      code: ['The code field must be between 2 and 4 characters.'],
    });
  });

  it('expands wildcards into dot keys', () => {
    const r = validate({ items: [{ qty: 1 }, {}] }, { 'items.*.qty': 'required|integer' });
    expect(r.errors).toEqual({ 'items.1.qty': ['The items.1.qty field is required.'] });
  });

  it('skips non-required rules on empty values', () => {
    expect(validate({ phone: '' }, { phone: 'nullable|max:3' }).valid).toBe(true);
  });

  it('asks the caller about unique values', () => {
    const r = validate(
      { email: 'a@b.co' },
      { email: 'unique:users,email' },
      { isUnique: () => false },
    );
    expect(r.errors.email).toEqual(['The email has already been taken.']);
    expect(() => validate({ email: 'x' }, { email: 'unique:users' })).toThrow(/isUnique/);
  });
});
