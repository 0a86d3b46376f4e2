/**
 * `GET /api/search?q=...`: records of the active brand found by their title (and searchable
 * fields) across every resource whose list the user may open, a few per resource, for the
 * command palette. Each hit names its resource, so the app can open the record's page.
 */
import { z } from 'zod';

export const searchHitSchema = z.object({
  /** The resource's name (`jcf_beneficiaries`). */
  resource: z.string(),
  id: z.number().int(),
  /** The value of the field that addresses the record, for a resource with one (a store's slug). */
  key: z.string().nullable(),
  title: z.string(),
  /** The resource's singular, for the hit's second line: `beneficiary`. */
  kind: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
