import { Skeleton } from '@backoffice/ui/Skeleton';
import { formatMoment } from './courierLabels';
import * as styles from './screens.css';
import type { TimelineStep } from './timeline';

export interface StepTimelineProps {
  steps: readonly TimelineStep[] | undefined;
  failed: boolean;
  /** A state's words: `Picked up`. */
  stateLabel: (status: string) => string;
}

/** A record's changes, oldest first: the state it reached, when, by whom, and any note. */
export function StepTimeline({ steps, failed, stateLabel }: StepTimelineProps) {
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className={styles.panelHeading}>
        Timeline
      </h2>
      {failed && !steps ? (
        <p role="alert" className={styles.muted}>
          The timeline could not be loaded.
        </p>
      ) : !steps ? (
        <Skeleton lines={3} label="Loading the timeline" />
      ) : (
        <ol className={styles.timeline}>
          {steps.map((step) => (
            <li key={`${step.at}-${step.action}-${step.status}`} className={styles.step}>
              <strong>{stateLabel(step.status)}</strong>
              <span className={styles.stepMeta}>
                <time dateTime={step.at}>{formatMoment(step.at)}</time>
                {step.by ? ` by ${step.by.name}` : ''}
              </span>
              {step.note && <span>{step.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
