import type { TicketPriority, TicketStatus } from '@backoffice/contract';
import type { BadgeTone } from '@backoffice/ui/Badge';

export const STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const STATUS_TONES: Readonly<Record<TicketStatus, BadgeTone>> = {
  open: 'info',
  in_progress: 'caution',
  resolved: 'positive',
  closed: 'neutral',
};

export const PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
