/** A rate in basis points as a percent with two decimals: `1250` -> `12.50%`. */
export function basisPoints(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}
