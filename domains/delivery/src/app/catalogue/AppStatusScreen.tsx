import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import {
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  recordValues,
  saveRecord,
  useRecords,
} from '@backoffice/app-kit/resources';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { dlvAppStatusResource as resource } from '../../resources/catalogue';
import * as styles from './catalogue.css';

/**
 * `/dlv-app-status` (administrators): whether the customers' app takes orders, the message it
 * shows and the oldest version let in; one settings form over the brand's one row (made on the
 * first save when the brand has none).
 */
export function AppStatusScreen() {
  const client = useApiClient();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const answer = useRecords(resource, 'per_page=1');
  if (answer.error) return <AlertMessage>The app status could not be loaded.</AlertMessage>;
  if (!answer.data)
    return <Skeleton variant="block" label="Loading the app status" height="12rem" />;
  const record: ResourceRow | undefined = answer.data.items[0];
  return (
    <section className={styles.narrowPage} aria-label="Customer app status">
      <p className={styles.intro}>
        {record?.open === false
          ? 'The customer app is closed: customers see the message below and cannot order.'
          : 'The customer app is open for orders.'}
      </p>
      <ResourceForm
        key={record ? `${record.id}-${record.version}` : 'new'}
        resource={resource}
        mode={record ? 'update' : 'create'}
        {...(record ? { record } : {})}
        initialValues={record ? recordValues(resource, record) : newRecordValues(resource)}
        submitLabel="Save app status"
        cancelHref={pathFor('settings')}
        onSubmit={async (body, idempotencyKey, version) => {
          const saved = await saveRecord(
            client,
            resource,
            body,
            record ? { id: record.id, version } : { idempotencyKey },
          );
          await answer.mutate();
          return saved;
        }}
        onSaved={() => toast('App status saved.', 'positive')}
      />
    </section>
  );
}
