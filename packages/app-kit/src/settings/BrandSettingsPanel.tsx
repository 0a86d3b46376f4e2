import { hasPermission } from '@backoffice/access';
import {
  saveBrandTimeZone,
  toFieldErrors,
  useApiClient,
  useBrandSettings,
} from '@backoffice/api-client';
import { BRAND_SETTINGS_ATTRIBUTES, BRAND_SETTINGS_RULES, validate } from '@backoffice/contract';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { type FormEvent, useMemo, useState } from 'react';
import { AlertMessage, FormActions } from '../components';
import { useFormSubmit } from '../forms/useFormSubmit';
import { useAppState, useAppStore } from '../state/AppStoreContext';
import { useToast } from '../toast/toast';
import * as styles from './BrandSettingsPanel.css';
import { timeZoneOptions } from './timeZoneOptions';
import { todayThere } from './todayThere';

/**
 * The active brand's own settings, at the top of `/settings`: its time zone, whose calendar is
 * the brand's day (today's date, the day of each record, report periods) on every screen and on
 * the server. An administrator changes it; everyone else with the settings page reads it.
 */
export function BrandSettingsPanel() {
  const brandId = useAppState((state) => state.user?.active_brand_id ?? null);
  const permissions = useAppState((state) => state.user?.permissions);
  const settings = useBrandSettings(brandId);
  const canChange = hasPermission(permissions ?? [], 'admin');
  return (
    <section className={styles.card} aria-labelledby="brand-settings-title">
      <h2 id="brand-settings-title" className={styles.title}>
        Business day
      </h2>
      <p className={styles.text}>
        Today’s date, the day each record belongs to and report periods follow this brand’s time
        zone, wherever staff work from.
      </p>
      {settings.error ? (
        <AlertMessage>
          The brand’s settings could not be loaded. Reload the page to try again.
        </AlertMessage>
      ) : !settings.data ? (
        <Skeleton width="18rem" height="2.5rem" />
      ) : canChange ? (
        <TimeZoneForm
          key={settings.data.id}
          zone={settings.data.time_zone}
          onStale={() => settings.mutate()}
        />
      ) : (
        <p className={styles.value}>
          Time zone: <strong>{settings.data.time_zone}</strong>
          <span className={styles.hint}> · {todayThere(settings.data.time_zone)}</span>
        </p>
      )}
    </section>
  );
}

interface TimeZoneFormProps {
  /** The zone stored, as last read: a save is refused (409) if it changed since. */
  zone: string;
  /** Reads the settings again (after a save, or a 409 that says they changed). */
  onStale(): void;
}

/**
 * The administrator's form: the zones this browser knows, in a list that jumps to a zone as its
 * name is typed (`Pacific/K`), so that only a real zone can be chosen; the server checks it
 * again (a zone it does not know is refused at the field). A save refused because another
 * administrator changed the zone meanwhile says so, reads the new zone and keeps the chosen one:
 * the next save is a deliberate choice over theirs.
 */
function TimeZoneForm({ zone, onStale }: TimeZoneFormProps) {
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const [picked, setPicked] = useState(zone);
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const options = useMemo(() => timeZoneOptions(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { time_zone: picked };
    const checked = validate(input, BRAND_SETTINGS_RULES, {
      attributes: BRAND_SETTINGS_ATTRIBUTES,
    });
    if (!checked.valid) {
      setErrors({ fieldErrors: toFieldErrors(checked.errors), message: null });
      return;
    }
    return submit(null, async () => {
      try {
        const saved = await saveBrandTimeZone(client, input.time_zone, zone);
        const user = store.getState().user;
        // The app dates by the brand's zone from now on, as the session will answer it.
        if (user) store.setUser({ ...user, time_zone: saved.time_zone });
        toast(`Time zone saved: ${saved.time_zone}.`, 'positive');
      } finally {
        onStale();
      }
    });
  }

  return (
    <Form
      className={styles.form}
      validationErrors={errors.fieldErrors}
      onSubmit={save}
      aria-label="Brand time zone"
    >
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <Select
        name="time_zone"
        label="Time zone"
        description={todayThere(picked)}
        options={options}
        value={picked}
        onChange={(key) => key !== null && setPicked(String(key))}
        isRequired
      />
      <FormActions submitLabel="Save time zone" pending={pending} />
    </Form>
  );
}
