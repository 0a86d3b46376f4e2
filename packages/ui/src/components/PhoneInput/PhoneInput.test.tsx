import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPhone, isAcceptablePaste, PHONE_PASTE_ERROR, phoneDigits } from './formatPhone';
import { PhoneInput } from './PhoneInput';

describe('formatPhone', () => {
  it('fills the template as far as the digits go', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(formatPhone('5551234')).toBe('(555) 123 - 4');
    expect(formatPhone('5551234567')).toBe('(555) 123 - 4567');
  });
  it('drops non-digits and stops at ten digits, sixteen characters', () => {
    expect(formatPhone('555-123-45678999')).toBe('(555) 123 - 4567');
    expect(formatPhone('5551234567').length).toBe(16);
    expect(phoneDigits('(555) 123 - 4567')).toBe('5551234567');
  });
});

describe('isAcceptablePaste', () => {
  it('accepts plain digits and the template, refuses anything else', () => {
    expect(isAcceptablePaste('5551234567')).toBe(true);
    expect(isAcceptablePaste('(555) 123 - 4567')).toBe(true);
    expect(isAcceptablePaste('555-123-4567')).toBe(false);
    expect(isAcceptablePaste('call me')).toBe(false);
  });
});

describe('PhoneInput', () => {
  it('marks a required field as the other fields do, without changing its name', () => {
    const { container, rerender } = render(<PhoneInput label="Phone" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(container.querySelector('label')).toHaveTextContent('Phone*');
    rerender(<PhoneInput label="Phone" />);
    expect(container.querySelector('label')).toHaveTextContent(/^Phone$/);
  });

  it('formats typed digits, ignores letters and reports digits', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '555ab1234567');
    expect(input).toHaveValue('(555) 123 - 4567');
    expect(onChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('refuses a paste that is neither digits nor the template', async () => {
    render(<PhoneInput label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('555.123.4567');
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_PASTE_ERROR);
    expect(input).toHaveValue('');
    await userEvent.paste('(555) 123 - 4567');
    expect(input).toHaveValue('(555) 123 - 4567');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
