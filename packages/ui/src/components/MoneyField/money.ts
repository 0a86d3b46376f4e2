/** The NumberField works in dollars; the product stores and sends integer cents. */

/** Integer cents to the dollars a NumberField shows; no amount becomes `NaN`, the NumberField's empty value. */
export function centsToDollars(cents: number | null | undefined): number {
  return cents == null || Number.isNaN(cents) ? Number.NaN : cents / 100;
}

/** A NumberField's dollars to integer cents, rounding away float noise (19.99 * 100 = 1998.999…); empty becomes `null`. */
export function dollarsToCents(dollars: number): number | null {
  return Number.isNaN(dollars) ? null : Math.round(dollars * 100);
}
