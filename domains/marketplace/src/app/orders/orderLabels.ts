import type { BadgeTone } from '@backoffice/ui/Badge';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  STORE_ORDER_STATUS_LABELS,
  type StoreOrderStatus,
} from '../../resources/orders/states';

const TONES: Readonly<Record<string, BadgeTone>> = {
  placed: 'info',
  accepted: 'info',
  processing: 'info',
  shipped: 'caution',
  delivered: 'positive',
  cancelled: 'critical',
  requested: 'caution',
  approved: 'positive',
  denied: 'critical',
  due: 'caution',
  paid: 'positive',
};

const WORDS: Readonly<Record<string, string>> = {
  ...ORDER_STATUS_LABELS,
  ...STORE_ORDER_STATUS_LABELS,
  requested: 'Requested',
  approved: 'Approved',
  denied: 'Denied',
  due: 'Due',
  paid: 'Paid',
};

/** A status's words and badge tone. */
export function statusBadge(status: unknown): { label: string; tone: BadgeTone } {
  const key = String(status ?? '');
  return { label: WORDS[key] ?? key, tone: TONES[key] ?? 'neutral' };
}

export type { OrderStatus, StoreOrderStatus };
