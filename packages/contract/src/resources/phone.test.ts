import { describe, expect, it } from 'vitest';
import { defineResource } from './defineResource';
import { normalPhone, phoneMessage } from './phone';
import { resourceInput, resourceValues, validateResource } from './validation';

describe('a phone number in its one stored form', () => {
  it('reads the ways a number of the template is written as its ten digits', () => {
    expect(normalPhone('(555) 123 - 0100')).toBe('5551230100');
    expect(normalPhone('555-123-0100')).toBe('5551230100');
    expect(normalPhone('555.123.0100')).toBe('5551230100');
    expect(normalPhone(' 5551230100 ')).toBe('5551230100');
    expect(normalPhone('+1 555 123 0100')).toBe('5551230100');
    expect(normalPhone('1 (555) 123-0100')).toBe('5551230100');
  });

  it('refuses what is not a number of the template', () => {
    expect(normalPhone('call me maybe')).toBeNull();
    expect(normalPhone('12')).toBeNull();
    // '+1 555 0100' has eight digits: it was shown as '(155) 501 - 00'.
    expect(normalPhone('+1 555 0100')).toBeNull();
    expect(normalPhone('555-0300')).toBeNull();
    expect(normalPhone('+44 20 7946 0958')).toBeNull();
    expect(normalPhone('555 123 0100 ext 4')).toBeNull();
    expect(normalPhone('555+1230100')).toBeNull();
  });

  it('is refused at its field with the template, and stored as digits', () => {
    const contacts = defineResource({
      name: 'contacts',
      segment: 'contacts',
      singular: 'contact',
      plural: 'contacts',
      scope: 'brand',
      titleField: 'name',
      permissions: { list: 'x', view: 'x', create: 'x' },
      fields: {
        name: { type: 'string', label: 'Name' },
        mobile_phone: { type: 'phone', label: 'Mobile', rules: ['required'] },
      },
    });
    const bad = validateResource(
      contacts,
      resourceInput(contacts, { name: 'Ama', mobile_phone: 'call me maybe' }, 'create'),
      { mode: 'create' },
    );
    expect(bad.errors).toEqual({
      mobile_phone: [phoneMessage('mobile')],
    });
    expect(phoneMessage('mobile')).toBe(
      'The mobile field must be a valid phone number in the format (XXX) XXX - XXXX.',
    );
    const input = resourceInput(
      contacts,
      { name: 'Ama', mobile_phone: '+1 555 123 0100' },
      'create',
    );
    expect(validateResource(contacts, input, { mode: 'create' }).valid).toBe(true);
    expect(resourceValues(contacts, input, 'create').mobile_phone).toBe('5551230100');
  });
});
