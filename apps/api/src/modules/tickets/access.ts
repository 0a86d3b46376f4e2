/** Who sees and changes which tickets. */
import {
  TICKET_AUTHOR_TRANSITIONS,
  TICKET_TRANSITIONS,
  type TicketStatus,
} from '@backoffice/contract';
import { type AuthUser, can } from '../users/auth-user';
import type { TicketRecord } from './ticket-repository';

/** Support staff (the `admin` permission) see and handle every ticket of their active brand. */
export const SUPPORT_PERMISSION = 'admin';

export function isSupport(user: AuthUser): boolean {
  return can(user, SUPPORT_PERMISSION);
}

export function canSeeTicket(user: AuthUser, ticket: TicketRecord): boolean {
  return isSupport(user) || ticket.userId === user.id;
}

/** Support may make any allowed change; authors may close and reopen their own. */
export function allowedStatuses(user: AuthUser, ticket: TicketRecord): readonly TicketStatus[] {
  if (isSupport(user)) return TICKET_TRANSITIONS[ticket.status];
  if (ticket.userId === user.id) return TICKET_AUTHOR_TRANSITIONS[ticket.status];
  return [];
}
