import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import { FormActions } from '@backoffice/app-kit/components';
import {
  DeleteRecordButton,
  recordLoadState,
  saveRecord,
  useRecord,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatDay, unusualValues } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eggCollectionLogsResource } from '../../resources/livestock/eggCollectionLogs';
import * as screen from '../shared/screen.css';
import { EggFigures } from './EggFigures';
import { EggGrid } from './EggGrid';
import { countsBody, countsOf, liveTotals } from './eggCounts';
import type { EggCounts, EggLog } from './eggLogTypes';

/**
 * `/egg-collection-logs/:id`: one day's eggs of one flock, by grade, with good and total eggs,
 * the laying rate against the birds the log copied, and who recorded it. The spec has no edit
 * route for the logs: a count entered wrong is corrected here (Correct opens the same grid; the
 * change is audited and its stock movements posted again), or the log is deleted.
 */
export function EggCollectionLogScreen() {
  const id = useRecordId();
  const answer = useRecord(eggCollectionLogsResource, id);
  const [correcting, setCorrecting] = useState(false);
  const loading = recordLoadState(id, answer, 'egg collection log');
  if (loading) return loading;
  const log = answer.data as EggLog;
  return correcting ? (
    <CorrectEggLog log={log} onDone={() => setCorrecting(false)} />
  ) : (
    <EggLogView log={log} onCorrect={() => setCorrecting(true)} />
  );
}

const flockOf = (log: EggLog) => log.labels?.livestock_id ?? 'Flock';

function EggLogHeader({ log, children }: { log: EggLog; children?: React.ReactNode }) {
  return (
    <header className={screen.header}>
      <h1 className={screen.heading}>
        {flockOf(log)}, {formatDay(log.collected_on)}
      </h1>
      {children}
    </header>
  );
}

function EggLogView({ log, onCorrect }: { log: EggLog; onCorrect: () => void }) {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  return (
    <section className={screen.page} aria-label="Egg collection log">
      <EggLogHeader log={log}>
        <div className={screen.actions}>
          <Button variant="secondary" onPress={onCorrect}>
            Correct
          </Button>
          <DeleteRecordButton
            resource={eggCollectionLogsResource}
            id={log.id}
            title={`the log of ${formatDay(log.collected_on)}`}
            onDeleted={() => void navigate(pathFor('egg-collection-logs'))}
          />
        </div>
      </EggLogHeader>
      <p className={screen.muted}>
        Recorded by {log.recorded_by_name ?? 'someone no longer here'}
        {log.version && log.version > 1 ? ' · corrected since' : ''}
      </p>
      <EggGrid counts={countsOf(log)} />
      <EggFigures
        good={log.good_eggs ?? 0}
        total={log.total_eggs ?? 0}
        rate={log.laying_rate ?? null}
        birds={log.bird_count ?? null}
      />
      {log.notes && (
        <section className={screen.panel} aria-label="Notes">
          <p className={screen.muted}>{log.notes}</p>
        </section>
      )}
      <Link href={pathFor('egg-collection-logs')}>Back to the egg collection logs</Link>
    </section>
  );
}

function CorrectEggLog({ log, onDone }: { log: EggLog; onDone: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const store = useAppStore();
  const revalidate = useResourceRevalidation(eggCollectionLogsResource);
  const [counts, setCounts] = useState<EggCounts>(() => countsOf(log));
  const [notes, setNotes] = useState(log.notes ?? '');
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const totals = liveTotals(counts, log.bird_count ?? null);
  useFormChanged(
    notes !== (log.notes ?? '') ||
      JSON.stringify(countsBody(counts)) !== JSON.stringify(countsBody(countsOf(log))),
  );
  return (
    <section className={screen.page} aria-label="Correct egg collection log">
      {unusualDialog}
      <EggLogHeader log={log} />
      <Form
        aria-label="Correction"
        validationErrors={errors.fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const body = { ...countsBody(counts), notes };
          confirmUnusual(
            unusualValues(eggCollectionLogsResource.fields, null, body),
            () =>
              void submit(null, async () => {
                const saved = await saveRecord(client, eggCollectionLogsResource, body, {
                  id: log.id,
                  version: log.version ?? undefined,
                });
                await revalidate(log.id, saved);
                toast('Egg collection corrected.', 'positive');
                store.setFormChanged(false);
                onDone();
              }),
          );
        }}
      >
        <EggGrid
          counts={counts}
          onChange={setCounts}
          errors={errors.fieldErrors}
          isDisabled={pending}
          autoFocus
        />
        <EggFigures
          good={totals.good}
          total={totals.total}
          rate={totals.rate}
          birds={log.bird_count ?? null}
          live
        />
        <TextArea
          label="Notes"
          name="notes"
          value={notes}
          onChange={setNotes}
          isDisabled={pending}
        />
        <div className={screen.header}>
          <FormActions submitLabel="Save correction" pending={pending} />
          <Button
            variant="ghost"
            onPress={() => {
              store.setFormChanged(false);
              onDone();
            }}
          >
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
