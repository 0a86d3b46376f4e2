import { hasPermission } from '@backoffice/access';
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import { useAppState } from '@backoffice/app-kit';
import type { AuditEntry, Paginator } from '@backoffice/contract';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import useSWR, { useSWRConfig } from 'swr';
import { evdStoresResource as stores } from '../../resources/stores';
import { ActionButtons } from './ActionButtons';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { StatusReason } from './StoreOverviewScreen';
import { type Store, storePath, useStoreCan, useStoreRevalidation } from './storeApi';
import { formatMoment, PLAN_LABELS, STORE_BADGES } from './storeLabels';
import * as styles from './stores.css';

/** The review decisions kept in the store's audit trail, newest first. */
const DECISIONS: Readonly<Record<string, string>> = {
  created: 'Applied',
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  resubmit: 'Resubmitted',
};

const historyKey = (slug: string, version: unknown) =>
  ['resources', 'evd_stores', 'history', slug, version] as const;

async function fetchHistory(client: ApiClient, slug: string): Promise<AuditEntry[]> {
  const page = await client.get<Paginator<AuditEntry>>(storePath(slug, '/audit'));
  return page.data.filter((entry) => DECISIONS[entry.action] !== undefined);
}

function ReviewHistory({ store }: { store: Store }) {
  const client = useApiClient();
  const history = useSWR(historyKey(store.slug, store.version), () =>
    fetchHistory(client, store.slug),
  );
  return (
    <section className={styles.panel} aria-labelledby="history-heading">
      <h3 id="history-heading" className={styles.panelHeading}>
        Review history
      </h3>
      {history.error && <p role="alert">The history could not be loaded.</p>}
      {history.data && history.data.length === 0 && (
        <p className={styles.muted}>Nothing decided yet.</p>
      )}
      {history.data && history.data.length > 0 && (
        <ol className={styles.lines}>
          {history.data.map((entry) => (
            <li key={entry.id}>
              <strong>{DECISIONS[entry.action]}</strong>{' '}
              <span className={styles.muted}>
                {formatMoment(entry.created_at)}
                {entry.user ? ` by ${entry.user.name}` : ''}
              </span>
              {typeof entry.input?.reason === 'string' && <p>{entry.input.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Review({ store }: { store: Store }) {
  const can = useStoreCan(store.slug);
  const permissions = useAppState((state) => state.user?.permissions);
  const revalidate = useStoreRevalidation();
  const { mutate } = useSWRConfig();
  const mayAct = hasPermission(permissions, 'manage_evdati_stores');
  const badge = STORE_BADGES[store.status];
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-review">
        <ActionButtons
          resource={stores}
          record={store}
          title={store.name}
          can={can}
          onChanged={(changed) => revalidate(changed as Store)}
          onConflict={() => void mutate(['resources', 'evd_stores', 'slug', store.slug])}
          doneMessage={(action) =>
            `${store.name} is now ${STORE_BADGES[stores.actions[action]?.to as Store['status']]?.label.toLowerCase() ?? 'changed'}.`
          }
        />
      </StoreHeader>
      <StatusReason store={store} />
      {!mayAct && (
        <p className={styles.muted}>
          Only staff who manage stores approve, reject, suspend or reinstate a store.
        </p>
      )}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="application-heading">
          <h3 id="application-heading" className={styles.panelHeading}>
            Application
          </h3>
          <dl className={styles.details}>
            <div>
              <dt>State</dt>
              <dd>{badge?.label}</dd>
            </div>
            <div>
              <dt>Seller</dt>
              <dd>{store.labels.seller_id}</dd>
            </div>
            <div>
              <dt>Slug</dt>
              <dd>{store.slug}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{PLAN_LABELS[store.plan]}</dd>
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
          {store.description && <p>{store.description}</p>}
        </section>
        <ReviewHistory store={store} />
      </div>
    </article>
  );
}

/**
 * `/evd-stores/{storeSlug}/review`: the store's application and review history, with the moves
 * its state allows (approve; reject, suspend with a reason; reinstate; resubmit) for those who
 * manage stores. Anyone who may see stores reads it. The moves run as every action of a record
 * does (`useRecordAction`): approve, reject and suspend offer Undo in their toast.
 */
export function StoreReviewScreen() {
  return <StoreLoad>{(store) => <Review store={store} />}</StoreLoad>;
}
