/** The signed-in user (the spec's User), the profile and the profile's requests. */
import { z } from 'zod';
import { emailField } from '../validation/fields';
import { withConfirmed } from '../validation/zod';
import { dataEnvelope, timestampSchema } from './common';

/** The spec's User, as `GET /api/session` answers it under `data.user`. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  /** Up to two letters, shown in the avatar when there is no photo. */
  initials: z.string(),
  /** URL of the profile photo, or null. */
  profile_photo: z.string().nullable(),
  /** Role names joined with commas, e.g. `Dispatcher,Driver`. */
  role: z.string(),
  active_brand_id: z.number().int().nullable(),
  /** Ids of the brands the user is a member of. */
  brands: z.array(z.number().int()),
  /** Permission strings granted by the user's roles. */
  permissions: z.array(z.string()),
  /** The version of the app the server expects; a different client shows the reload dialog. */
  app_version: z.string(),
  /**
   * Store-level permissions in the active brand, by store slug (spec sections 3 and 6): a route
   * under `/evd-stores/{storeSlug}` is also open with these. Kept in browser storage.
   */
  store_permissions: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * The active brand's time zone (IANA, `America/New_York`): the calendar of the brand's "today"
   * in the app, whatever the browser's own zone. `UTC` until the brand sets one.
   */
  time_zone: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** `{data: {user}}`: the answer of session, login and brand switch. */
export const userResponseSchema = dataEnvelope(z.object({ user: userSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The profile as `GET /api/user` answers it under `data`. */
export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_photo: z.string().nullable(),
  role: z.string(),
  email_verified_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = dataEnvelope(profileSchema);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * `POST /api/user`: the profile form. May be multipart with an optional `photo` file (2 MB);
 * a changed email must be verified again.
 */
export const updateProfileRequestSchema = z.strictObject({
  first_name: z.string().max(60),
  last_name: z.string().max(60),
  email: emailField(),
  /** Formatted as `(XXX) XXX - XXXX`; at most 16 characters. */
  phone: z.string().max(16).nullish(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `PUT /api/user/password`: current password, then the new one twice (minimum 8). */
export const changePasswordRequestSchema = withConfirmed(
  z.strictObject({
    current_password: z.string(),
    password: z.string().min(8).max(255),
    password_confirmation: z.string().nullish(),
  }),
  'password',
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** `PUT /api/user/{brandId}`: the brand to make active. */
export const switchBrandParamsSchema = z.object({ brandId: z.coerce.number().int().min(1) });
export type SwitchBrandParams = z.infer<typeof switchBrandParamsSchema>;
