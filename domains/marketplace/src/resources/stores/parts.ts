/** A store's slug: lower-case words of letters and digits joined by single hyphens. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Slugs the store pages' own paths take (`/evd-stores/new`). */
export const RESERVED_STORE_SLUGS: readonly string[] = ['new'];

/** The sentence a bad slug answers, on the server and in the form. */
export const STORE_SLUG_MESSAGE =
  'The slug must be lower-case words joined by hyphens, like green-grocer.';

/** Whether a slug may name a store (its form, not whether it is taken). */
export function isStoreSlug(value: string): boolean {
  return (
    value.length <= 60 && STORE_SLUG_PATTERN.test(value) && !RESERVED_STORE_SLUGS.includes(value)
  );
}

/** A store's slug from its name: `Green Grocer & Co.` gives `green-grocer-co`. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
