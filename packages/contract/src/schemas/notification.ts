/** Notifications: alerts for one user, listed in the slide-over panel and pushed in real time. */
import { z } from 'zod';
import { paginatorSchema } from '../paginationSchema';
import { integerField, pageField } from '../validation/fields';
import { timestampSchema } from './common';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An in-app path to open, or null. */
  link: z.string().nullable(),
  created_at: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the caller's own, newest first. */
export const notificationListQuerySchema = z.object({
  page: pageField(),
  per_page: integerField({ min: 1, max: 100 }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = paginatorSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The payload of the realtime `notification` event on the user's private channel. */
export const notificationEventSchema = notificationSchema;
export const NOTIFICATION_EVENT = 'notification';
