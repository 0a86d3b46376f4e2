import type { BadgeTone } from '@backoffice/ui/Badge';
import type { SaleStatus } from './saleTypes';

/** How each state of a sale reads, and the tone of its badge (the words carry the meaning). */
export const STATUS_BADGES: Readonly<Record<SaleStatus, { label: string; tone: BadgeTone }>> = {
  completed: { label: 'Completed', tone: 'positive' },
  partially_refunded: { label: 'Partly refunded', tone: 'caution' },
  refunded: { label: 'Refunded', tone: 'info' },
  voided: { label: 'Voided', tone: 'critical' },
};

/** A sale's number as staff say it: `Sale #12`. */
export function saleNumber(id: number): string {
  return `Sale #${id}`;
}
