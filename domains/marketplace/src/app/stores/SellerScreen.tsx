import { routeByName } from '@backoffice/access';
import { useResourceRegistry } from '@backoffice/app-kit';
import {
  RecordFields,
  type ResourceRow,
  recordLoadState,
  useRecord,
  useRecordId,
  useRecords,
} from '@backoffice/app-kit/resources';
import { fieldNames } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Link } from '@backoffice/ui/Link';
import {
  type StoreStatus,
  evdSellersResource as sellers,
  evdStoresResource as stores,
} from '../../resources/stores';
import { PLAN_LABELS, STORE_BADGES } from './storeLabels';
import * as styles from './stores.css';

function SellerStores({ sellerId, name }: { sellerId: number; name: string }) {
  const { pathFor } = useResourceRegistry();
  const answer = useRecords(
    stores,
    `filter[seller_id]=${sellerId}&per_page=100&sort=name&direction=asc`,
  );
  const rows = answer.data?.items ?? [];
  return (
    <section className={styles.panel} aria-labelledby="seller-stores">
      <h3 id="seller-stores" className={styles.panelHeading}>
        Stores
      </h3>
      {answer.error && <p role="alert">The stores could not be loaded.</p>}
      {answer.data && rows.length === 0 && <p className={styles.muted}>{name} has no store yet.</p>}
      {rows.length > 0 && (
        <ul className={styles.lines} aria-label={`Stores of ${name}`}>
          {rows.map((store: ResourceRow) => {
            const badge = STORE_BADGES[store.status as StoreStatus];
            return (
              <li key={store.id} className={styles.panelHeader}>
                <Link href={pathFor('view-store', { storeSlug: String(store.slug) })}>
                  {String(store.name)}
                </Link>
                {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
                <span className={styles.muted}>
                  {PLAN_LABELS[store.plan as keyof typeof PLAN_LABELS]} plan,{' '}
                  {String(store.product_count ?? 0)} products
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** `/evd-sellers/{id}`: the seller's details, then their stores with their state and plan. */
export function SellerScreen() {
  const { pathFor } = useResourceRegistry();
  const id = useRecordId();
  const answer = useRecord(sellers, id);
  const waiting = recordLoadState(id, answer, sellers.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const seller = answer.data;
  const name = String(seller.name);
  return (
    <article className={styles.page} aria-labelledby="seller-heading">
      <header className={styles.header}>
        <h2 id="seller-heading" className={styles.heading}>
          {name}
        </h2>
        {routeByName('edit-evd-seller') && (
          <div className={styles.actions}>
            <Link href={pathFor('edit-evd-seller', { id })}>Edit seller</Link>
          </div>
        )}
      </header>
      <RecordFields resource={sellers} record={seller} fields={fieldNames(sellers)} />
      <SellerStores sellerId={id} name={name} />
    </article>
  );
}
