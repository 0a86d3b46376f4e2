import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import { ResourceForm, recordValues } from '@backoffice/app-kit/resources';
import { useNavigate } from 'react-router-dom';
import { evdStoresResource as stores } from '../../resources/stores';
import { MembersSection } from './MembersSection';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { type Store, saveStore, useStoreResources, useStoreRevalidation } from './storeApi';
import * as styles from './stores.css';

function Modify({ store }: { store: Store }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useStoreRevalidation();
  const { members } = useStoreResources(store.slug);
  const overview = pathFor('view-store', { storeSlug: store.slug });
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="modify-store" />
      <section className={styles.panel} aria-labelledby="modify-heading">
        <h3 id="modify-heading" className={styles.panelHeading}>
          Store details
        </h3>
        <p className={styles.muted}>
          The slug is the store’s address and does not change once the store is created.
        </p>
        <ResourceForm
          key={store.id}
          resource={stores}
          mode="update"
          record={store}
          initialValues={recordValues(stores, store)}
          submitLabel="Save changes"
          cancelHref={overview}
          onSubmit={async (body, _key, version) => {
            const saved = await saveStore(client, store.slug, body, version);
            await revalidate(saved);
            return saved;
          }}
          onSaved={() => {
            toast('Store saved.', 'positive');
            void navigate(overview);
          }}
        />
      </section>
      <MembersSection store={store} members={members} />
    </article>
  );
}

/**
 * `/evd-stores/{storeSlug}/modify`: the store's details (its seller, name, description,
 * contacts and plan; the slug stays), and its members with their store-level permissions.
 */
export function ModifyStoreScreen() {
  return <StoreLoad>{(store) => <Modify store={store} />}</StoreLoad>;
}
