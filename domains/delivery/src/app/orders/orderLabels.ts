import type { BadgeTone } from '@backoffice/ui/Badge';
import { ORDER_STATE_LABELS } from '../../reports/orderReport';
import type { OrderStatus } from '../../resources/orders';

const TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  placed: 'info',
  confirmed: 'info',
  fulfilling: 'caution',
  ready: 'caution',
  out_for_delivery: 'caution',
  delivered: 'positive',
  picked_up: 'positive',
  returned: 'critical',
  cancelled: 'neutral',
};

/** An order's state as its badge shows it. */
export function orderBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const known = (status ?? '') as OrderStatus;
  return {
    label: ORDER_STATE_LABELS[known] ?? String(status ?? ''),
    tone: TONES[known] ?? 'neutral',
  };
}

export const orderStateLabel = (status: string) => orderBadge(status).label;

/** `14 Mar, 10:00-12:00`, or the day alone. */
export function slotText(day: string | null, slot: string | null): string {
  if (!day) return slot ?? '';
  const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return slot ? `${date}, ${slot}` : date;
}
