/** How the stock screens name things: movement sources, kinds, periods, quantities. */
import type { RouteName } from '@backoffice/access';
import { formatDay } from '@backoffice/contract';
import type { BadgeTone } from '@backoffice/ui/Badge';
import type { StockCount, StockItem, StockMovement } from './stockTypes';

export const SOURCE_LABELS: Record<string, string> = {
  egg_collection: 'Egg collection',
  feeding: 'Feeding',
  sale: 'Sale',
  sale_void: 'Sale voided',
  refund: 'Refund (restocked)',
  purchase: 'Received',
  count: 'Count adjustment',
};

export const KIND_LABELS: Record<string, string> = {
  eggs: 'Eggs',
  feed: 'Feed',
  packaging: 'Packaging',
  medicine: 'Medicine',
  other: 'Other',
};

/** The screen a movement's source opens, with its id, or null (a receipt has no page). */
export function sourceRoute(
  movement: Pick<StockMovement, 'source' | 'record_id'>,
): { route: RouteName; id: number } | null {
  const id = movement.record_id;
  if (id === null) return null;
  switch (movement.source) {
    case 'sale':
    case 'sale_void':
    case 'refund':
      return { route: 'view-jf-sale', id };
    case 'count':
      return { route: 'view-jf-inventory-log', id };
    case 'egg_collection':
      return { route: 'view-egg-collection-log', id };
    case 'feeding':
      return { route: 'view-layer-feeding-log', id };
    default:
      return null;
  }
}

/** What a movement's source is called beside its link: `Sale #12`, `Receipt #3`. */
export function sourceName(movement: Pick<StockMovement, 'source' | 'record_id' | 'source_id'>) {
  const label = SOURCE_LABELS[movement.source] ?? movement.source;
  if (movement.source === 'purchase' && movement.source_id !== null) {
    return `${label} (receipt #${movement.source_id})`;
  }
  if (movement.record_id === null) return label;
  if (movement.source === 'count') return `${label} (count #${movement.record_id})`;
  if (movement.source.startsWith('sale') || movement.source === 'refund') {
    return `${label}, sale #${movement.record_id}`;
  }
  return `${label} #${movement.record_id}`;
}

const numbers = new Intl.NumberFormat('en-US');

/** A quantity with its unit: `1,200 kg`. */
export const quantity = (value: number, unit?: string | null) =>
  `${numbers.format(value)}${unit ? ` ${unit}` : ''}`;

/** A signed change: `+30`, `−240`. */
export const signed = (value: number) =>
  value > 0 ? `+${numbers.format(value)}` : value < 0 ? `−${numbers.format(-value)}` : '0';

/** A count's period: `Week of Mar 3 – Mar 9, 2025`, `March 2025`. */
export function periodName(count: Pick<StockCount, 'period' | 'starts_on' | 'ends_on'>): string {
  const start = count.starts_on ?? '';
  if (count.period === 'month') {
    const [year, month] = start.split('-').map(Number);
    return new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
  }
  return `Week of ${formatDay(start)} – ${formatDay(count.ends_on ?? '')}`;
}

export const COUNT_BADGES: Record<string, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'info' },
  closed: { label: 'Closed', tone: 'positive' },
};

/** How an item's on hand stands: negative, under its reorder level, or fine. */
export function stockFlag(
  item: Pick<StockItem, 'on_hand' | 'below_reorder'>,
): { label: string; tone: BadgeTone } | null {
  if ((item.on_hand ?? 0) < 0) return { label: 'Negative', tone: 'critical' };
  if (item.below_reorder) return { label: 'Reorder', tone: 'caution' };
  return null;
}
