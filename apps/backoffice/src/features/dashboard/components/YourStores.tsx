import { hasPermission, pathFor } from '@backoffice/access';
import { useAppState } from '@backoffice/app-kit';
import { Link } from '@backoffice/ui/Link';
import * as styles from './YourStores.css';

/** `green-valley-grocers` -> `Green Valley Grocers`, for a store known only by its slug. */
function titleOfSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Where a store's member starts: the store's page, else its products, else nowhere. */
function startOf(slug: string, granted: readonly string[]): string | null {
  if (hasPermission(granted, 'access_evdati_stores'))
    return pathFor('view-store', { storeSlug: slug });
  if (hasPermission(granted, 'access_evdati_products')) {
    return pathFor('store-products', { storeSlug: slug });
  }
  return null;
}

/**
 * The stores the user works in through store-level permissions (spec sections 3 and 6), as
 * links to each store's pages: a seller's staff hold no marketplace permission of their own, so
 * the side menu has no Stores entry for them. Nothing shows for anyone else.
 */
export function YourStores() {
  const grants = useAppState((state) => state.user?.store_permissions);
  const stores = Object.entries(grants ?? {})
    .map(([slug, granted]) => ({ slug, start: startOf(slug, granted) }))
    .filter((store): store is { slug: string; start: string } => store.start !== null)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  if (stores.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="your-stores-heading">
      <h2 id="your-stores-heading" className={styles.heading}>
        Your stores
      </h2>
      <ul className={styles.list}>
        {stores.map((store) => (
          <li key={store.slug}>
            <Link href={store.start} variant="standalone">
              {titleOfSlug(store.slug)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
