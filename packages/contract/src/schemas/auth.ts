/** Sign-in, sign-out and password reset requests (Laravel Breeze's API fields). */
import { z } from 'zod';
import { booleanField, emailField } from '../validation/fields';
import { withConfirmed } from '../validation/zod';

/** `POST /api/login`. Answers `{data: {user}}` (Laravel answers 204; clients cope with both). */
export const loginRequestSchema = z.strictObject({
  email: emailField(),
  password: z.string().max(255),
  remember: booleanField().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `POST /api/forgot-password`. */
export const forgotPasswordRequestSchema = z.strictObject({
  email: emailField(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `POST /api/reset-password`: the emailed token, the email and the new password twice. */
export const resetPasswordRequestSchema = withConfirmed(
  z.strictObject({
    token: z.string().max(255),
    email: emailField(),
    password: z.string().min(8).max(255),
    password_confirmation: z.string().nullish(),
  }),
  'password',
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `GET /api/verify-email/{token}`. */
export const verifyEmailParamsSchema = z.object({ token: z.string().min(1).max(255) });
export type VerifyEmailParams = z.infer<typeof verifyEmailParamsSchema>;

/** Breeze's fixed answers. */
export const AUTH_MESSAGES = {
  failed: 'These credentials do not match our records.',
  throttle: 'Too many login attempts. Please try again in :seconds seconds.',
  resetLinkSent: 'We have emailed your password reset link.',
  resetThrottled: 'Please wait before retrying.',
  resetUser: "We can't find a user with that email address.",
  resetToken: 'This password reset token is invalid.',
  passwordReset: 'Your password has been reset.',
  currentPassword: 'The password is incorrect.',
  verified: 'Your email address has been verified.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  unauthenticated: 'Unauthenticated.',
  csrf: 'CSRF token mismatch.',
  unauthorized: 'This action is unauthorized.',
  tooManyAttempts: 'Too Many Attempts.',
  serverError: 'Server Error',
} as const;
