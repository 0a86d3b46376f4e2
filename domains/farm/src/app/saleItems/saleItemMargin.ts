import { formatMoney } from '@backoffice/contract';

/** What a sale item earns on each unit sold, before any overheads. */
export interface UnitMargin {
  /** Price less cost, in integer cents; negative when the item sells below its cost. */
  cents: number;
  /** The margin as a share of the price, in percent; null when the price is zero. */
  percent: number | null;
}

/** The margin per unit of an item priced at `price` cents that costs `cost` cents. */
export function unitMargin(price: number, cost: number): UnitMargin {
  const cents = price - cost;
  return { cents, percent: price === 0 ? null : (cents / price) * 100 };
}

/** The margin as the list shows it: `$3.60` and `40.0%` (a dash for the percent of a free item). */
export function formatMargin(margin: UnitMargin): { amount: string; percent: string } {
  return {
    amount: formatMoney(margin.cents),
    percent: margin.percent === null ? '—' : `${margin.percent.toFixed(1)}%`,
  };
}

/** Whether the item sells below its cost. */
export function isLoss(margin: UnitMargin): boolean {
  return margin.cents < 0;
}
