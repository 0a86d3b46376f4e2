import { routeByName } from '@backoffice/access';
import { useResourceRegistry } from '@backoffice/app-kit';
import { Badge } from '@backoffice/ui/Badge';
import { Link } from '@backoffice/ui/Link';
import type { ReactNode } from 'react';
import { type Store, useStoreCan } from './storeApi';
import { STORE_BADGES } from './storeLabels';
import * as styles from './stores.css';

/** The store's pages, in the order a reviewer or a seller's staff go through them. */
const STORE_PAGES = [
  ['view-store', 'Overview'],
  ['store-products', 'Products'],
  ['store-billing', 'Billing'],
  ['store-review', 'Review'],
  ['modify-store', 'Modify'],
] as const;

export type StorePage = (typeof STORE_PAGES)[number][0];

/**
 * The top of every store page: the store's name and state, and links to its other pages that
 * the user may open (by their own permissions or the store's grants); the current one is marked.
 */
export function StoreHeader({
  store,
  current,
  children,
}: {
  store: Store;
  current: StorePage;
  children?: ReactNode;
}) {
  const { pathFor } = useResourceRegistry();
  const can = useStoreCan(store.slug);
  const badge = STORE_BADGES[store.status];
  return (
    <>
      <header className={styles.header}>
        <h2 id="store-heading" className={styles.heading}>
          {store.name}
        </h2>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        {children && <div className={styles.actions}>{children}</div>}
      </header>
      <nav aria-label={`Pages of ${store.name}`}>
        <ul className={styles.storeNav}>
          {STORE_PAGES.filter(([route]) => can(routeByName(route)?.meta.permission ?? '')).map(
            ([route, label]) => (
              <li key={route}>
                <Link
                  href={pathFor(route, { storeSlug: store.slug })}
                  aria-current={route === current ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
