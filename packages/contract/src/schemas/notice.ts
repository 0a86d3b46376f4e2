/** Notices: staff announcements per brand, shown on the dashboard. */
import { z } from 'zod';
import { paginatorSchema } from '../paginationSchema';
import { booleanField, pageField } from '../validation/fields';
import { dataEnvelope, timestampSchema } from './common';

/** `Normal` shows a blue badge; any other level a red one. */
export const NOTICE_LEVELS = ['Normal', 'Important', 'Urgent'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const noticeSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  details: z.string(),
  level: z.enum(NOTICE_LEVELS),
  /** Unpublished notices are listed for managers but not shown on the dashboard. */
  published: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

/** `POST /api/notices` and `PUT /api/notices/{id}`. `details` is HTML, sanitised when stored. */
export const noticeInputSchema = z.strictObject({
  title: z.string().max(255),
  details: z.string().max(65_535),
  level: z.enum(NOTICE_LEVELS),
  published: booleanField().optional(),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

/** `GET /api/notices`: 10 per page, newest first, optional search over title and details. */
export const noticeListQuerySchema = z.object({
  page: pageField(),
  search: z.string().max(255).nullish(),
  level: z.enum(NOTICE_LEVELS).nullish(),
});
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const noticePageSchema = paginatorSchema(noticeSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

/** `GET /api/notices/{id}`, and the answer of create and update. */
export const noticeResponseSchema = dataEnvelope(noticeSchema);
export type NoticeResponse = z.infer<typeof noticeResponseSchema>;

/** `GET /api/notices/list`: the active brand's published notices for the dashboard. */
export const noticeListResponseSchema = dataEnvelope(z.array(noticeSchema));
export type NoticeListResponse = z.infer<typeof noticeListResponseSchema>;
