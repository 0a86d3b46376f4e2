/**
 * The saved views' request and answer schemas. Bodies come as JSON or as the app's forms (where
 * a blank value reads as null), so the query and the columns may be null; `list` names a
 * resource, checked against the registry by the routes.
 */
import {
  booleanField,
  integerField,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
  savedViewSchema,
} from '@backoffice/contract';
import { z } from 'zod';

/** Column names are field names: short, and never more than a list could show. */
const columnsField = z.array(z.string().max(100)).max(100).nullish();

export const savedViewListQuerySchema = z.object({ list: z.string().max(100) });

export const savedViewCreateSchema = z.strictObject({
  list: z.string().max(100),
  name: z.string().max(SAVED_VIEW_NAME_MAX),
  query: z.string().max(SAVED_VIEW_QUERY_MAX).nullish(),
  columns: columnsField,
  shared: booleanField().optional(),
});
export type SavedViewCreate = z.output<typeof savedViewCreateSchema>;

/** A change: only the fields sent change; `version` is the one the change was based on. */
export const savedViewUpdateSchema = z.strictObject({
  name: z.string().max(SAVED_VIEW_NAME_MAX).optional(),
  query: z.string().max(SAVED_VIEW_QUERY_MAX).nullish(),
  columns: columnsField,
  shared: booleanField().optional(),
  version: integerField({ min: 1 }).optional(),
});
export type SavedViewUpdate = z.output<typeof savedViewUpdateSchema>;

export const savedViewResponseSchema = z.object({ data: savedViewSchema });
export const savedViewListResponseSchema = z.object({ data: z.array(savedViewSchema) });
export const savedViewConflictSchema = z.object({ message: z.string(), data: savedViewSchema });
