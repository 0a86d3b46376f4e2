/**
 * Saved views: a list's search, filters and sort (its query string, as the address carries it)
 * and its columns, saved by name per user and brand on the server, optionally shared with the
 * brand, one of them each user's default for the list.
 *
 * | Method and path                           | Answer                                              |
 * | ----------------------------------------- | --------------------------------------------------- |
 * | `GET /api/saved-views?list=jf_sales`      | `{data: SavedView[]}`: own and shared, by name      |
 * | `POST /api/saved-views`                   | 201 `{data}`; 422 (name required, taken, too long)  |
 * | `PUT /api/saved-views/{id}`               | `{data}`; only the owner (403), 409 older `version` |
 * | `DELETE /api/saved-views/{id}`            | 204; only the owner                                 |
 * | `PUT /api/saved-views/{id}/default`       | `{data}`: the user's default for its list           |
 * | `DELETE /api/saved-views/{id}/default`    | 204: no default any more                            |
 *
 * Another user's unshared view, or another brand's, answers 404 and is never listed.
 */
import { z } from 'zod';
import { timestampSchema } from '../schemas/common';

export const savedViewSchema = z.object({
  id: z.number().int(),
  /** The list: its resource's name (`jf_sales`). */
  list: z.string(),
  name: z.string(),
  /** The list's query string without the page: `search=eggs&filter[status]=completed&sort=total`. */
  query: z.string(),
  /** The columns shown, in order; null keeps the list's own choice. */
  columns: z.array(z.string()).nullable(),
  shared: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the signed-in user owns it (and so may change or delete it). */
  mine: z.boolean(),
  /** Whether it is the signed-in user's default for its list. */
  is_default: z.boolean(),
  version: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewInputSchema = z.object({
  list: z.string(),
  name: z.string(),
  query: z.string().optional(),
  columns: z.array(z.string()).nullable().optional(),
  shared: z.boolean().optional(),
});
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;
