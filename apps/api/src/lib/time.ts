/**
 * Timestamps travel as ISO 8601 strings. node-postgres hands them back as Date; PGlite's raw
 * queries as PostgreSQL text (`2024-05-01 10:00:00.123+00`), which needs a `T` and a full offset.
 */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const text = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  return new Date(text).toISOString();
}
