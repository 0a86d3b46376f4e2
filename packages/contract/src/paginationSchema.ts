/** The schemas of Laravel's paginator JSON, kept apart so that the page helpers need no schema library. */
import { z } from 'zod';

/** One entry of a Laravel paginator's `links` list. */
export const paginatorLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  page: z.number().nullable().optional(),
  active: z.boolean(),
});

/** Laravel's LengthAwarePaginator JSON, generic over the row schema. */
export function paginatorSchema<T extends z.ZodType>(row: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(row),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    last_page_url: z.string(),
    links: z.array(paginatorLinkSchema),
    next_page_url: z.string().nullable(),
    path: z.string(),
    per_page: z.number().int(),
    prev_page_url: z.string().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}
