/** Brands (business units): the brand picker's tiles. */
import { z } from 'zod';
import { dataEnvelope } from './common';

/** The spec's Brand (id, logo) plus its display name. */
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL of the logo image. */
  logo: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * `GET /api/brands/home` answers every brand (the picker fades those missing from the user's
 * `brands`); `GET /api/brands/list` answers only the user's own brands.
 */
export const brandListResponseSchema = dataEnvelope(z.array(brandSchema));
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

/**
 * A brand's own settings, as `GET /api/brand-settings` answers them for the active brand: its
 * time zone (IANA), whose calendar is the brand's day on the server and in the app.
 */
export const brandSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export const brandSettingsResponseSchema = dataEnvelope(brandSettingsSchema);
export type BrandSettingsResponse = z.infer<typeof brandSettingsResponseSchema>;

/**
 * `PUT /api/brand-settings`: the new time zone, and the one the form was showing (`time_zone_was`)
 * so that a change another administrator made meanwhile is never silently overwritten (409).
 */
export const brandSettingsBodySchema = z.object({
  time_zone: z.unknown().optional(),
  time_zone_was: z.string().max(100).optional(),
});

/** The settings' rules and labels: the same check in the form and on the server. */
export const BRAND_SETTINGS_RULES = { time_zone: 'required|string|timezone' } as const;
export const BRAND_SETTINGS_ATTRIBUTES = { time_zone: 'time zone' } as const;

/** The 409 of a settings save when the zone changed since the form loaded. */
export function brandSettingsConflict(current: string): string {
  return `Someone else changed the time zone to ${current} meanwhile. Check it and save again.`;
}
