/** The words and numbers of the orders' demo rows (`seed.ts`). */

/** A small seeded generator (mulberry32): the same demo rows on every fresh start. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zara',
  'Ethan',
  'Chloe',
  'Omar',
  'Ines',
  'Lucas',
  'Priya',
  'Mateo',
  'Hana',
  'Jonas',
  'Leila',
  'Owen',
  'Sofia',
  'Ravi',
  'Elena',
  'Kofi',
] as const;

export const LAST_NAMES = [
  'Brooks',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Reyes',
  'Novak',
  'Haddad',
] as const;

export const CITIES = [
  ['Springfield', '12 Maple Street'],
  ['Riverton', '48 Harbour Road'],
  ['Lakeside', '7 Birch Lane'],
  ['Oakfield', '230 Mill Avenue'],
  ['Hillcrest', '5 Summit Close'],
] as const;

export const CUSTOMERS = 60;
export const HISTORY_DAYS = 180;
export const ORDERS_PER_DAY = 4;

export const CANCEL_REASONS = [
  'Customer changed their mind',
  'Out of stock at the store',
  'Payment declined',
  'Duplicate order',
] as const;

export const REFUND_REASONS = [
  'Arrived damaged',
  'Wrong size sent',
  'Item not as described',
  'Parcel arrived late',
  'Missing item in the parcel',
] as const;

export const DENY_REASONS = [
  'Returned after the 30-day window',
  'Item shows signs of use',
  'No proof of damage supplied',
] as const;

export const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS'] as const;
