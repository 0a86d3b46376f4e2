import type { BulkJob, ResourceDefinition } from '@backoffice/contract';
import { ProgressBar } from '@backoffice/ui/ProgressBar';
import * as styles from './bulk.css';
import { operationLabel } from './bulkWords';

export interface BulkProgressProps {
  resource: ResourceDefinition;
  /** The job as last polled. */
  job: BulkJob;
}

/** How far the job is, in quarters: what screen readers hear, so they are not flooded. */
function spokenProgress(label: string, job: BulkJob): string {
  const quarter = Math.min(4, Math.floor((job.done / Math.max(job.total, 1)) * 4));
  if (quarter === 0) return `${label}: started.`;
  if (quarter === 4) return `${label}: finishing.`;
  return `${label}: ${quarter * 25}% done.`;
}

/**
 * A running bulk job: its progress bar (`Void sales`, "12,000 of 50,000" records looked at) and
 * a polite announcement of each quarter done.
 */
export function BulkProgress({ resource, job }: BulkProgressProps) {
  const label = `${operationLabel(resource, job.operation)} ${resource.plural}`;
  return (
    <div>
      <ProgressBar label={label} value={job.done} maxValue={Math.max(job.total, job.done)} />
      <p role="status" className={styles.visuallyHidden}>
        {spokenProgress(label, job)}
      </p>
    </div>
  );
}
