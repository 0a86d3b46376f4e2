import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { Link } from '@backoffice/ui/Link';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import type { Store } from './storeApi';
import { PLAN_LABELS } from './storeLabels';
import * as styles from './stores.css';

/** Why the store is not selling, for a rejected or suspended store. */
export function StatusReason({ store }: { store: Store }) {
  if (!store.status_reason) return null;
  const why = store.status === 'suspended' ? 'Suspended because' : 'Rejected because';
  return (
    <p className={styles.reason}>
      <strong>{why}:</strong> {store.status_reason}
    </p>
  );
}

function Overview({ store }: { store: Store }) {
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const seller = store.labels.seller_id ?? '';
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="view-store" />
      <StatusReason store={store} />
      <section className={styles.panel} aria-labelledby="figures-heading">
        <h3 id="figures-heading" className={styles.panelHeading}>
          Figures
        </h3>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>Products</dt>
            <dd>{store.product_count ?? 0}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Live products</dt>
            <dd>{store.live_product_count ?? 0}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Units in stock</dt>
            <dd>{store.stock_units ?? 0}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Plan</dt>
            <dd>{PLAN_LABELS[store.plan]}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="details-heading">
        <h3 id="details-heading" className={styles.panelHeading}>
          Details
        </h3>
        <dl className={styles.details}>
          <div>
            <dt>Seller</dt>
            <dd>
              {hasPermission(permissions, 'manage_evdati_sellers') ? (
                <Link href={pathFor('view-evd-seller', { id: store.seller_id })}>{seller}</Link>
              ) : (
                seller
              )}
            </dd>
          </div>
          <div>
            <dt>Slug</dt>
            <dd>{store.slug}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{store.email}</dd>
          </div>
          {store.phone && (
            <div>
              <dt>Phone</dt>
              <dd>{formatPhone(store.phone)}</dd>
            </div>
          )}
        </dl>
        {store.description && <p className={styles.muted}>{store.description}</p>}
      </section>
    </article>
  );
}

/** `/evd-stores/{storeSlug}`: the store's state, figures and details, and links to its pages. */
export function StoreOverviewScreen() {
  return <StoreLoad>{(store) => <Overview store={store} />}</StoreLoad>;
}
