import type { BulkJob, ResourceDefinition } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import * as styles from './bulk.css';
import { countOf, formatCount, operationLabel, pastTense } from './bulkWords';

export interface BulkResultProps {
  resource: ResourceDefinition;
  /** The job once it ended (finished, or interrupted by a restart of the server). */
  job: BulkJob;
  /** Hides the result. */
  onDismiss: () => void;
}

/** The line of what succeeded: `28 sales voided.`, `Approve: done for 3 stores.` */
function successLine(resource: ResourceDefinition, job: BulkJob): string {
  const done = pastTense(resource, job.operation);
  const records = countOf(resource, job.succeeded);
  return done
    ? `${records} ${done}.`
    : `${operationLabel(resource, job.operation)}: done for ${records}.`;
}

/** The line over the reasons: `2 not voided:`. */
function failureLine(resource: ResourceDefinition, job: BulkJob): string {
  const done = pastTense(resource, job.operation) ?? 'done';
  return `${formatCount(job.failed)} not ${done}:`;
}

/**
 * What a bulk job did, kept on show until dismissed: how many records succeeded, and for the
 * others each reason the server gave with its count ("2 not voided: Only completed sales can be
 * voided. (2)"). Read out politely when it appears.
 */
export function BulkResult({ resource, job, onDismiss }: BulkResultProps) {
  const tone = job.failed === 0 && job.status === 'finished' ? 'positive' : 'caution';
  const interrupted = job.status === 'interrupted';
  const label = operationLabel(resource, job.operation);
  return (
    <div className={styles.result} data-tone={tone}>
      <div role="status" className={styles.resultText}>
        <span>{successLine(resource, job)}</span>
        {job.failed > 0 && (
          <>
            <span>{failureLine(resource, job)}</span>
            <ul className={styles.reasons}>
              {job.reasons.map((reason) => (
                <li key={reason.message}>
                  {reason.message} ({formatCount(reason.count)})
                </li>
              ))}
            </ul>
          </>
        )}
        {interrupted && (
          <span>
            {label} stopped before the end: {formatCount(job.done)} of{' '}
            {countOf(resource, job.total)} looked at. Run it again for the rest.
          </span>
        )}
      </div>
      <Button variant="secondary" onPress={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
