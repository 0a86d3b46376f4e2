import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import {
  type FormValues,
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  recordValues,
  saveRecord,
  useRecords,
} from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { evdAppSettingsResource as resource } from '../../resources/catalogue';
import * as styles from './catalogue.css';
import { basisPoints } from './rates';

/** What the typed settings come to, in words, under the form. */
function SettingsSummary({ values }: { values: FormValues }) {
  const rate = Number(values.commission_rate);
  const days = Number(values.payout_delay_days);
  const min = Number(values.min_payout);
  if (!Number.isFinite(rate) || values.commission_rate === null || values.commission_rate === '')
    return null;
  return (
    <p className={styles.summary} aria-live="polite">
      The marketplace keeps {basisPoints(rate)} of each delivered sale (a store's override may
      differ) and pays stores {Number.isFinite(days) ? days : '?'} days after each period, when they
      are owed at least {Number.isFinite(min) ? formatMoney(min) : '?'}.
    </p>
  );
}

/**
 * `/settings/app-settings` (manage_evdati_app_settings): the marketplace's commission rate and
 * its other settings, one form over the brand's one row (made on the first save when the
 * brand has none).
 */
export function AppSettingsScreen() {
  const client = useApiClient();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const answer = useRecords(resource, 'per_page=1');
  if (answer.error) return <AlertMessage>The app settings could not be loaded.</AlertMessage>;
  if (!answer.data)
    return <Skeleton variant="block" label="Loading the app settings" height="16rem" />;
  const record: ResourceRow | undefined = answer.data.items[0];
  return (
    <section className={styles.narrowPage} aria-label="Marketplace app settings">
      <p className={styles.intro}>
        {record
          ? `Commission ${basisPoints(Number(record.commission_rate))}; reviews ${
              record.reviews_auto_publish ? 'are published as they arrive' : 'wait for moderation'
            }.`
          : 'The marketplace has no settings yet: until they are saved, the commission is 10.00%.'}
      </p>
      <ResourceForm
        key={record ? `${record.id}-${record.version}` : 'new'}
        resource={resource}
        mode={record ? 'update' : 'create'}
        {...(record ? { record } : {})}
        initialValues={record ? recordValues(resource, record) : newRecordValues(resource)}
        submitLabel="Save app settings"
        cancelHref={pathFor('settings')}
        summary={(values) => <SettingsSummary values={values} />}
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
        onSaved={() => toast('App settings saved.', 'positive')}
      />
    </section>
  );
}
