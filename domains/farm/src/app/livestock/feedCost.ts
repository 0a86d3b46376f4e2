/** The cost of a feeding as the server will compute it, from the feed type's cost history. */
import { feedingCost } from '../../resources/livestock/layerFeedingLogs';

export interface CostChange {
  effective_on: string;
  cost_per_bag: number;
}

/**
 * The cost per bag on `day`: the latest change on or before it; before the first change, the
 * first cost known (as the server reads `feed_type_costs`). Null without a history.
 */
export function costOn(history: readonly CostChange[], day: string): number | null {
  const sorted = [...history].sort((a, b) => (a.effective_on < b.effective_on ? -1 : 1));
  const known = sorted.filter((change) => change.effective_on <= day).at(-1) ?? sorted[0];
  return known?.cost_per_bag ?? null;
}

/** The feeding's cost in cents, or null until the day, the kilograms and the price are known. */
export function previewCost(
  history: readonly CostChange[],
  day: string | null,
  quantityKg: number | null,
  bagWeightKg: number | null,
): number | null {
  if (!day || quantityKg === null || !bagWeightKg) return null;
  const perBag = costOn(history, day);
  return perBag === null ? null : feedingCost(quantityKg, perBag, bagWeightKg);
}
