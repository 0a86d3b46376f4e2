/**
 * A phone order as the dialog holds it, the body it sends (never a price: the server prices
 * the order) and the estimate of its subtotal shown while it is typed.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';

export interface DraftLine {
  product: ResourceRow | null;
  quantity: number | null;
  /** The chosen add-ons' ids, as the checkbox group reports them. */
  addonIds: string[];
}

export interface PhoneOrderDraft {
  customer: ResourceRow | null;
  kind: 'delivery' | 'pickup';
  zoneId: string | null;
  speedId: string | null;
  address: string;
  pickupId: string | null;
  slotDate: string | null;
  slot: string | null;
  couponCode: string;
  notes: string;
  lines: DraftLine[];
}

export const newLine = (): DraftLine => ({ product: null, quantity: 1, addonIds: [] });

const cents = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The subtotal as typed: each line's quantity × (product price + its add-ons' prices), at the
 * prices the screen read. Only an estimate: the server prices the order when it is placed.
 */
export function estimatedSubtotal(lines: readonly DraftLine[], addons: readonly ResourceRow[]) {
  return lines.reduce((sum, line) => {
    if (!line.product || !line.quantity) return sum;
    const extras = line.addonIds.reduce(
      (total, id) => total + cents(addons.find((addon) => String(addon.id) === id)?.price),
      0,
    );
    return sum + line.quantity * (cents(line.product.price) + extras);
  }, 0);
}

/** `POST /api/jfd-orders`'s fields: a delivery's zone, speed and address, or a pickup's place. */
export function phoneOrderBody(draft: PhoneOrderDraft) {
  const delivery = draft.kind === 'delivery';
  return {
    customer_id: draft.customer?.id ?? '',
    kind: draft.kind,
    zone_id: delivery ? (draft.zoneId ?? '') : undefined,
    shipping_speed_id: delivery ? (draft.speedId ?? '') : undefined,
    address: delivery && draft.address.trim() ? draft.address : undefined,
    pickup_location_id: delivery ? undefined : (draft.pickupId ?? ''),
    slot_date: draft.slotDate ?? '',
    slot: draft.slot ?? '',
    notes: draft.notes || undefined,
    coupon_code: draft.couponCode.trim() || undefined,
    lines: draft.lines.map((line) => ({
      product_id: line.product?.id ?? '',
      quantity: line.quantity ?? '',
      addon_ids: line.addonIds.map(Number),
    })),
  };
}

/** The server's messages split: the lines' (`lines.0.quantity`) for the lines editor, the rest. */
export function splitLineErrors(fieldErrors: Readonly<Record<string, string>>) {
  const lines: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key === 'lines' || key.startsWith('lines.')) lines[key] = message;
    else fields[key] = message;
  }
  return { lines, fields };
}

/**
 * The line messages still standing after the lines changed: an edited line's go (its field is
 * no longer what the server refused); adding or removing a line renumbers them, so all go.
 */
export function keptLineErrors(
  errors: Readonly<Record<string, string>>,
  before: readonly DraftLine[],
  after: readonly DraftLine[],
): Record<string, string> {
  if (before.length !== after.length) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) =>
        key !== 'lines' &&
        !after.some((line, i) => line !== before[i] && key.startsWith(`lines.${i}.`)),
    ),
  );
}
