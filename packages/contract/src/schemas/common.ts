/** Bodies shared by many endpoints: Laravel's message, status and validation-error shapes. */
import { z } from 'zod';

/** `{message}`: 401, 403, 404, 419, 429 and 500 answers, and plain confirmations. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{status}`: Breeze's answer to forgot-password, reset-password and verify-email. */
export const statusResponseSchema = z.object({ status: z.string() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** 422: `{message, errors: {field: [messages]}}`, nested keys in dot notation. */
export const validationErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

/** `{data: T}`: the envelope of single-resource answers. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A route parameter holding a positive integer id. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** An ISO 8601 timestamp with time zone, as the server writes them. */
export const timestampSchema = z.string().meta({ format: 'date-time' });
