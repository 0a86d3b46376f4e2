import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  newRecordValues,
  ResourceForm,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { useNavigate } from 'react-router-dom';
import { evdStoresResource as stores } from '../../resources/stores';
import * as styles from './stores.css';

/**
 * `/evd-stores/new`: a store opened for a seller by staff (its slug typed once, fixed after);
 * it waits for review, and opens at its own address.
 */
export function NewStoreScreen() {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(stores);
  return (
    <section className={styles.page} aria-label="New store">
      <p className={styles.muted}>
        The slug is the store’s address (lower-case words joined by hyphens, like green-grocer); it
        does not change once the store is created. A new store waits for review.
      </p>
      <ResourceForm
        resource={stores}
        mode="create"
        initialValues={newRecordValues(stores)}
        submitLabel="Create store"
        cancelHref={pathFor('stores')}
        onSubmit={async (body, idempotencyKey) => {
          const made = await saveRecord(client, stores, body, { idempotencyKey });
          await revalidate(made.id, made);
          return made;
        }}
        onSaved={(made) => {
          const slug = String((made as { slug: string }).slug);
          toast('Store created; it waits for review.', 'positive');
          void navigate(pathFor('view-store', { storeSlug: slug }));
        }}
      />
    </section>
  );
}
