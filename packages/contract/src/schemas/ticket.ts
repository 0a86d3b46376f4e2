/** Support tickets: a subject, a thread of replies, attachments (2 MB each) and a status. */
import { z } from 'zod';
import { paginatorSchema } from '../paginationSchema';
import { pageField } from '../validation/fields';
import { dataEnvelope, timestampSchema } from './common';

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * Allowed status changes: open -> in progress -> resolved -> closed; a resolved or closed ticket
 * can be reopened; a ticket can be resolved or closed from any open state.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

/** Status changes the ticket's author may make without the support permission. */
export const TICKET_AUTHOR_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['closed'],
  in_progress: ['closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

export function canTransition(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

/** Most attachments in one create or reply. */
export const TICKET_MAX_ATTACHMENTS = 5;

export const ticketPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** Download URL (same origin, needs the session). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  subject: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  author: ticketPersonSchema,
  replies_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: ticketPersonSchema,
  attachments: z.array(attachmentSchema),
  created_at: timestampSchema,
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** `GET /api/tickets/{id}`: the ticket with its description, attachments and replies. */
export const ticketDetailSchema = ticketSchema.extend({
  description: z.string(),
  attachments: z.array(attachmentSchema),
  replies: z.array(ticketReplySchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketResponseSchema = dataEnvelope(ticketDetailSchema);
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** `GET /api/tickets`: own tickets (all of the brand's with the support permission). */
export const ticketListQuerySchema = z.object({
  page: pageField(),
  search: z.string().max(255).nullish(),
  status: z.enum(TICKET_STATUSES).nullish(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketPageSchema = paginatorSchema(ticketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

/**
 * `POST /api/tickets`: form-encoded, or multipart with up to five `attachments[]` files of at
 * most 2 MB each.
 */
export const createTicketRequestSchema = z.strictObject({
  subject: z.string().max(255),
  description: z.string().max(10_000),
  priority: z.enum(TICKET_PRIORITIES).nullish(),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

/** `POST /api/tickets/{id}/replies`: form-encoded or multipart with `attachments[]`. */
export const ticketReplyRequestSchema = z.strictObject({
  body: z.string().max(10_000),
});
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

/** `PUT /api/tickets/{id}/status`. */
export const ticketStatusRequestSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES),
});
export type TicketStatusRequest = z.input<typeof ticketStatusRequestSchema>;
