export { formatPhone, PHONE_PASTE_ERROR, PHONE_TEMPLATE, phoneDigits } from './formatPhone';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
