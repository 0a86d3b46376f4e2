import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import { saveRecord, useResourceRevalidation } from '@backoffice/app-kit/resources';
import { businessToday, MESSAGES, unusualValues } from '@backoffice/contract';
import { DateField } from '@backoffice/ui/DateField';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eggCollectionLogsResource } from '../../resources/livestock/eggCollectionLogs';
import * as screen from '../shared/screen.css';
import { EggFigures } from './EggFigures';
import { EggGrid } from './EggGrid';
import { blankCounts, countsBody, liveTotals } from './eggCounts';
import * as styles from './eggLogs.css';
import { flockOption, useKeptFlocks } from './useFlocks';

/**
 * `/egg-collection-logs/new`: a day's eggs of one flock, as a farm worker counts them at the
 * grading table: the day, the flock (with its birds), then a row per grade of full trays and
 * loose eggs, the cracked and the broken. Good eggs, the total and the laying rate follow every
 * key. Once saved the log's page opens; a refusal (a log already there for the flock and day, a
 * grade without a stock item) keeps everything typed with the message beside its field. A count
 * far above the usual (`unusualValues`) is asked about before the save.
 */
export function NewEggCollectionLogScreen() {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useAppStore();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(eggCollectionLogsResource);
  const { flocks, isLoading, error } = useKeptFlocks();
  const [day, setDay] = useState<string | null>(() => businessToday());
  const [flockId, setFlockId] = useState<number | null>(null);
  const [counts, setCounts] = useState(blankCounts);
  const [notes, setNotes] = useState('');
  const { errors, pending, submit } = useFormSubmit({ keepPendingOnSuccess: true });
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const flock = flocks.find((option) => option.id === flockId) ?? null;
  const totals = liveTotals(counts, flock?.bird_count ?? null);
  useFormChanged(flockId !== null || notes !== '' || totals.total > 0);

  return (
    <section className={screen.page} aria-label="New egg collection log">
      {unusualDialog}
      {error && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      <Form
        aria-label="Egg collection"
        validationErrors={errors.fieldErrors}
        // One log per flock and day: the day's error goes when the flock changes too.
        dependsOn={{ collected_on: ['livestock_id'] }}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            collected_on: day ?? '',
            livestock_id: flockId ?? '',
            ...countsBody(counts),
            notes,
          };
          // 50,000 trays is a slip of the keyboard far more often than a day's eggs: ask first.
          confirmUnusual(
            unusualValues(eggCollectionLogsResource.fields, null, body),
            () =>
              void submit(null, async ({ idempotencyKey }) => {
                const log = await saveRecord(client, eggCollectionLogsResource, body, {
                  idempotencyKey,
                });
                await revalidate(log.id, log);
                toast('Egg collection recorded.', 'positive');
                // Off before the screen moves on, or leaving would ask about unsaved changes.
                store.setFormChanged(false);
                void navigate(pathFor('view-egg-collection-log', { id: log.id }));
              }),
          );
        }}
      >
        <div className={styles.layout}>
          <DateField
            label="Day"
            name="collected_on"
            isRequired
            value={day}
            onChange={setDay}
            isDisabled={pending}
          />
          <Select
            label="Flock"
            name="livestock_id"
            isRequired
            isLoading={isLoading}
            emptyText="No laying or growing flocks"
            options={flocks.map((option) => ({ name: flockOption(option), value: option.id }))}
            selectedKey={flockId}
            onSelectionChange={(key) => setFlockId(key === null ? null : Number(key))}
            isDisabled={pending}
          />
        </div>
        <EggGrid
          counts={counts}
          onChange={setCounts}
          errors={errors.fieldErrors}
          isDisabled={pending}
        />
        <EggFigures
          good={totals.good}
          total={totals.total}
          rate={totals.rate}
          birds={flock?.bird_count ?? null}
          live
        />
        <TextArea
          label="Notes"
          name="notes"
          value={notes}
          onChange={setNotes}
          isDisabled={pending}
        />
        <FormActions
          submitLabel="Save log"
          pending={pending}
          cancelHref={pathFor('egg-collection-logs')}
        />
      </Form>
    </section>
  );
}
