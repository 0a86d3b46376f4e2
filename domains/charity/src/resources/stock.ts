/**
 * The stock ledger of the charity's package items, as both sides read it. On hand is never
 * typed: it is the sum of an item's movements (`package_item_movements`), each kept with where
 * it came from. Quantities are whole units of the item's unit: positive in, negative out.
 */
export const MOVEMENT_SOURCES = [
  /** Items of an in-kind donation, on its day. */
  'donation',
  /** The difference a change of an in-kind donation made. */
  'donation_change',
  /** A void donation's items taken back out. */
  'donation_void',
  /** Items bought (the package item's "Record purchase"). */
  'purchase',
  /** Packages handed to beneficiaries (projects' fulfilment), on the hand-over's day. */
  'distribution',
  /** A hand-over undone: its packages back in stock, on the day of the undo. */
  'distribution_undo',
] as const;
export type MovementSource = (typeof MOVEMENT_SOURCES)[number];

/** How the item page names each source. */
export const MOVEMENT_SOURCE_LABELS: Readonly<Record<MovementSource, string>> = {
  donation: 'Donation',
  donation_change: 'Donation changed',
  donation_void: 'Donation voided',
  purchase: 'Purchase',
  distribution: 'Distribution',
  distribution_undo: 'Distribution undone',
};

/** One movement as `GET /api/package-items/{id}/movements` answers it. */
export interface PackageItemMovement {
  id: number;
  moved_on: string;
  source: MovementSource;
  /** The donation of a donation movement, the project of a distribution; null for a purchase. */
  source_id: number | null;
  /** The donation's receipt number or the project's name, for its link. */
  reference: string | null;
  quantity: number;
  /** What one unit cost (a purchase), or was worth (a donation); null when unknown. */
  unit_cost: number | null;
  /** On hand after this movement. */
  balance: number;
  note: string | null;
}

/** The movements view: the latest movements, newest first, and how many there are in all. */
export interface PackageItemMovements {
  movements: PackageItemMovement[];
  total: number;
  on_hand: number;
}

/** The refusal of anything that would take an item's stock below zero. */
export const belowZeroMessage = (item: {
  name: string;
  unit: string;
  onHand: number;
  taken: number;
}): string =>
  `${item.name} has ${item.onHand} ${item.unit} on hand, so ${item.taken} ${item.unit} cannot be taken out: stock never goes below zero.`;
