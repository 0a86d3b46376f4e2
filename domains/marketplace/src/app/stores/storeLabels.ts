import type { BadgeTone } from '@backoffice/ui/Badge';
import type { ProductStatus, StorePlan, StoreStatus } from '../../resources/stores';

export const STORE_BADGES: Readonly<Record<StoreStatus, { label: string; tone: BadgeTone }>> = {
  pending_review: { label: 'Pending review', tone: 'caution' },
  approved: { label: 'Approved', tone: 'positive' },
  rejected: { label: 'Rejected', tone: 'critical' },
  suspended: { label: 'Suspended', tone: 'critical' },
};

export const PRODUCT_BADGES: Readonly<Record<ProductStatus, { label: string; tone: BadgeTone }>> = {
  draft: { label: 'Draft', tone: 'neutral' },
  pending_approval: { label: 'Waiting for approval', tone: 'caution' },
  approved: { label: 'Live', tone: 'positive' },
  rejected: { label: 'Rejected', tone: 'critical' },
};

export const APPROVAL_BADGES: Readonly<Record<string, { label: string; tone: BadgeTone }>> = {
  pending: { label: 'Pending', tone: 'caution' },
  approved: { label: 'Approved', tone: 'positive' },
  rejected: { label: 'Rejected', tone: 'critical' },
};

export const INVOICE_BADGES: Readonly<Record<string, { label: string; tone: BadgeTone }>> = {
  open: { label: 'Open', tone: 'info' },
  paid: { label: 'Paid', tone: 'positive' },
  void: { label: 'Void', tone: 'neutral' },
};

export const PLAN_LABELS: Readonly<Record<StorePlan, string>> = {
  basic: 'Basic',
  growth: 'Growth',
  pro: 'Pro',
};

/** `850` basis points: `8.50%`. */
export function formatRate(bps: number | null | undefined): string {
  return bps === null || bps === undefined ? '' : `${(bps / 100).toFixed(2)}%`;
}

const stamp = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** When something happened: `Mar 14, 2026, 10:30 AM` (UTC). */
export const formatMoment = (iso: string | null | undefined) =>
  iso ? stamp.format(new Date(iso)) : '';
