/** The spec's phone template; every X is one digit. */
export const PHONE_TEMPLATE = '(XXX) XXX - XXXX';
/** Length of a complete formatted number, the field's maximum. */
export const PHONE_MAX_LENGTH = 16;
/** Digits in a complete number (the X's of the template). */
export const PHONE_DIGITS = 10;
/** Shown when a paste is refused. */
export const PHONE_PASTE_ERROR = `Only numbers are allowed in this field or data in the format ${PHONE_TEMPLATE}`;

const TEMPLATE_PATTERN = /^\(\d{3}\) \d{3} - \d{4}$/;

/** Keeps the digits of any text, at most a full number's worth. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * Formats digits into the template as far as they go: '(555', '(555) 123', '(555) 123 - 4567'.
 * Non-digits in the input are dropped first.
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange} - ${line}`;
}

/** A paste is accepted when it is only digits or already written in the template. */
export function isAcceptablePaste(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) || TEMPLATE_PATTERN.test(trimmed);
}
