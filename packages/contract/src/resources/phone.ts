/**
 * A phone number's one stored form: its ten digits (`5551230100`), as the spec's template
 * '(XXX) XXX - XXXX' holds them. Both sides read what a person or an import may write (the
 * template, dashes, dots, spaces, a leading `+1`) into that form, and refuse anything else with
 * a message at the field: no number is stored as text it is not ('call me maybe', '12').
 */
import { PHONE_TEMPLATE } from '../constants';

/** Digits in a number of the template. */
export const PHONE_DIGIT_COUNT = 10;

/** What a written number may hold besides its digits. */
const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

/**
 * A written number in its stored form, or null when it is not a number of the template:
 * '(555) 123 - 0100', '555-123-0100', '555.123.0100' and '+1 555 123 0100' -> '5551230100'.
 */
export function normalPhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  // A plus stands only before the country code.
  if (text.lastIndexOf('+') > 0) return null;
  let digits = text.replace(/\D/g, '');
  const withCountry = digits.length === PHONE_DIGIT_COUNT + 1 && digits.startsWith('1');
  if (text.startsWith('+') && !withCountry) return null;
  if (withCountry) digits = digits.slice(1);
  return digits.length === PHONE_DIGIT_COUNT ? digits : null;
}

/** The message of a value that is not a phone number: 'The phone field must be a valid …'. */
export function phoneMessage(attribute: string): string {
  return `The ${attribute} field must be a valid phone number in the format ${PHONE_TEMPLATE}.`;
}
