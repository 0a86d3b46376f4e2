/**
 * Bulk actions: one operation (delete, or one of the definition's actions) over ticked records or
 * every record matching a list's query. `POST /api/<segment>/bulk` starts a job and answers 202
 * with it; `GET /api/bulk-jobs/{id}` answers its progress until it is finished. "All matching"
 * travels as the list's query string, never as ids: the server walks the matching rows in
 * batches, checking each record's brand, reach, state and the domain's rules, and counts why each
 * record it could not change was refused. The limits, operations and addresses are in
 * `bulkTerms.ts`, which a list loads without the schema library.
 */
import { z } from 'zod';
import { timestampSchema } from '../schemas/common';
import { BULK_JOB_STATUSES } from './bulkTerms';

export const bulkRequestSchema = z.object({
  /** `delete`, or an action's name (`void`). */
  operation: z.string(),
  /** The ticked records (1 to 1,000), or... */
  ids: z.array(z.number().int()).optional(),
  /** ...the list's query string (`search=...&filter[status]=completed`): every record it matches. */
  query: z.string().optional(),
  /** The action's input (a reason), checked once for every record. */
  input: z.record(z.string(), z.unknown()).optional(),
});
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

export const bulkReasonSchema = z.object({
  /** Why the records were not changed: the sentence a single request would have answered. */
  message: z.string(),
  count: z.number().int(),
  /** The first few of those records' ids. */
  ids: z.array(z.number().int()),
});
export type BulkReason = z.infer<typeof bulkReasonSchema>;

export const bulkJobSchema = z.object({
  id: z.string(),
  /** The resource's name (`jf_sales`). */
  resource: z.string(),
  operation: z.string(),
  status: z.enum(BULK_JOB_STATUSES),
  /** Records the job takes (the ticked ids, or the rows the query matched when it started). */
  total: z.number().int(),
  /** Records looked at so far; `done === total` once finished. */
  done: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  reasons: z.array(bulkReasonSchema),
  created_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
