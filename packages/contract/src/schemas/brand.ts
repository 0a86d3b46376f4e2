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
