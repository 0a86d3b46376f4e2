import { describe, expect, it, vi } from 'vitest';
import { validate } from './validator';

describe('validate (Laravel rules)', () => {
  it('reports required with the attribute in words', () => {
    const r = validate({ first_name: '  ' }, { first_name: 'required' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual({ first_name: ['The first name field is required.'] });
    expect(r.message).toBe('The first name field is required.');
  });

  it("names each field by the form's label, and a line's field by its line", () => {
    const attributes = {
      fed_on: 'Date fed',
      sku: 'SKU',
      starts_on: 'Starts',
      ends_on: 'Ends',
      lines: 'Items',
      'lines.*.quantity': 'Quantity',
      'lines.*.addon_ids': 'Add-ons',
    };
    const r = validate(
      {
        sku: 'x'.repeat(9),
        starts_on: '2026-05-02',
        ends_on: '2026-05-01',
        lines: [{ quantity: 0, addon_ids: [1, 'two'] }, {}],
      },
      {
        fed_on: 'required',
        sku: 'max:8',
        ends_on: 'after_or_equal:starts_on',
        'lines.*.quantity': 'required|integer|min:1',
        'lines.*.addon_ids.*': 'integer',
      },
      { attributes },
    );
    expect(r.errors).toEqual({
      fed_on: ['The date fed field is required.'],
      sku: ['The SKU field must not be greater than 8 characters.'],
      ends_on: ['The ends field must be a date after or equal to starts.'],
      'lines.0.quantity': ['Line 1: the quantity field must be at least 1.'],
      'lines.1.quantity': ['Line 2: the quantity field is required.'],
      'lines.0.addon_ids.1': ['Line 1: the add-ons field must be an integer.'],
    });
    // Without labels a key reads as Laravel's displayable name.
    expect(validate({}, { fed_on: 'required' }).errors.fed_on).toEqual([
      'The fed on field is required.',
    ]);
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

  it('checks date_format Y-m-d, real days and after_or_equal against another field', () => {
    const rules = {
      fromDate: 'required|date|date_format:Y-m-d',
      thruDate: 'required|date|date_format:Y-m-d|after_or_equal:fromDate',
    };
    expect(validate({ fromDate: '2025-01-01', thruDate: '2025-01-01' }, rules).valid).toBe(true);
    expect(validate({ fromDate: '2025-03-01', thruDate: '2025-02-28' }, rules).errors).toEqual({
      thruDate: ['The thru date field must be a date after or equal to from date.'],
    });
    expect(validate({ fromDate: '2025-04-31', thruDate: '1/2/2025' }, rules).errors).toEqual({
      fromDate: ['The from date field must match the format Y-m-d.'],
      // Every rule runs, as in Laravel without `bail`: 2 January is before 1 May.
      thruDate: [
        'The thru date field must match the format Y-m-d.',
        'The thru date field must be a date after or equal to from date.',
      ],
    });
    expect(validate({ day: '2025-01-09' }, { day: 'after_or_equal:2025-01-10' }).errors).toEqual({
      day: ['The day field must be a date after or equal to 2025-01-10.'],
    });
  });

  it('refuses a day after the business’s today with before_or_equal:today', () => {
    // 23:30 on 1 December in the business's zone (UTC): the 1st is today, the 2nd is tomorrow,
    // though a browser in Tokyo already reads 2 December.
    vi.useFakeTimers({ now: new Date('2026-12-01T23:30:00Z') });
    try {
      const rules = { collected_on: 'required|date|before_or_equal:today' };
      expect(validate({ collected_on: '2026-12-01' }, rules).valid).toBe(true);
      expect(validate({ collected_on: '2026-11-30' }, rules).valid).toBe(true);
      expect(validate({ collected_on: '2026-12-02' }, rules).errors).toEqual({
        collected_on: ['The collected on field must be a date before or equal to today.'],
      });
      // Half an hour later the 2nd is today.
      vi.setSystemTime(new Date('2026-12-02T00:30:00Z'));
      expect(validate({ collected_on: '2026-12-02' }, rules).valid).toBe(true);
      expect(validate({ collected_on: '2026-12-24' }, rules).valid).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(validate({ day: '2025-01-11' }, { day: 'before_or_equal:2025-01-10' }).errors).toEqual({
      day: ['The day field must be a date before or equal to 2025-01-10.'],
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

  it('writes a number’s bounds grouped, a money bound in dollars, and a text’s as counted', () => {
    const r = validate(
      { quantity: '1000001', weight: '-20000.5', count: '5', price: '1000000001', name: 'x' },
      {
        quantity: 'integer|max:1000000',
        weight: 'numeric|min:-10000.25',
        count: 'integer|between:1000,25000',
        price: 'money|integer|max:1000000000',
        name: 'string|min:1200',
      },
    );
    expect(r.errors).toEqual({
      quantity: ['The quantity field must not be greater than 1,000,000.'],
      weight: ['The weight field must be at least -10,000.25.'],
      count: ['The count field must be between 1,000 and 25,000.'],
      price: ['The price field must not be greater than $10,000,000.00.'],
      name: ['The name field must be at least 1200 characters.'],
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
