/**
 * The fee of a courier request, in integer cents: the zone's base fee (`jfd_zones.courier_fee`),
 * plus a surcharge for the parcel's size, plus 50 cents for each kilogram (or part of one) above
 * the first 5 kg. The server sets it on create; the app shows the same figure while the form is
 * typed.
 *
 *   fee = courier_fee + SIZE_SURCHARGE[size] + 50 × ceil(max(0, weight_kg − 5))
 *
 * Worked example: a large parcel of 7.2 kg in a zone whose courier fee is $6.00:
 * 600 + 500 (large) + 50 × ceil(2.2) = 600 + 500 + 150 = 1250, $12.50.
 */
export const COURIER_SIZES = ['small', 'medium', 'large'] as const;
export type CourierSize = (typeof COURIER_SIZES)[number];

/** What each size adds to the zone's fee, in cents. */
export const SIZE_SURCHARGE: Readonly<Record<CourierSize, number>> = {
  small: 0,
  medium: 200,
  large: 500,
};

/** The weight carried for the zone's fee alone. */
export const INCLUDED_KG = 5;
/** What each kilogram, or part of one, above `INCLUDED_KG` adds, in cents. */
export const PER_EXTRA_KG = 50;

/** The kilograms charged above the included weight: each started one counts whole. */
export function extraKilograms(weightKg: number): number {
  // Rounded to grams first, so 7.2 − 5 is 2.2 and not 2.2000000000000002.
  const grams = Math.round(weightKg * 1000) - INCLUDED_KG * 1000;
  return grams > 0 ? Math.ceil(grams / 1000) : 0;
}

export interface CourierFeeParts {
  zone: number;
  size: number;
  weight: number;
  total: number;
}

/** The fee and its three parts, in cents. */
export function courierFee(zoneFee: number, size: CourierSize, weightKg: number): CourierFeeParts {
  const parts = {
    zone: zoneFee,
    size: SIZE_SURCHARGE[size],
    weight: PER_EXTRA_KG * extraKilograms(weightKg),
  };
  return { ...parts, total: parts.zone + parts.size + parts.weight };
}
