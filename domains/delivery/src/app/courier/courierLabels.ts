import type { BadgeTone } from '@backoffice/ui/Badge';
import type { CourierSize, CourierStatus } from '../../resources/courier';

/** Each state as its badge shows it. */
export const COURIER_BADGES: Readonly<Record<CourierStatus, { label: string; tone: BadgeTone }>> = {
  requested: { label: 'Requested', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'caution' },
  picked_up: { label: 'Picked up', tone: 'caution' },
  delivered: { label: 'Delivered', tone: 'positive' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const SIZE_LABELS: Readonly<Record<CourierSize, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** A weight as the screens show it: `7.2 kg`. */
export const formatKg = (kg: number | null | undefined) =>
  kg === null || kg === undefined ? '' : `${kg.toLocaleString('en-US')} kg`;

const stamp = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment as the screens show it, in UTC (the brand's clock): `Mar 14, 2025, 10:05 AM`. */
export const formatMoment = (iso: string | null | undefined) =>
  iso ? stamp.format(new Date(iso)) : '';
