/** `YYYY-MM-DD` of a date's UTC calendar day, month and day zero-padded. */
export function formatIsoDate(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}-${month}-${day}`;
}
