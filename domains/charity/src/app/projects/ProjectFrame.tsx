import { useResourceRegistry } from '@backoffice/app-kit';
import { RecordActions, recordLoadState, useRecordId } from '@backoffice/app-kit/resources';
import { formatDay } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import type { ReactNode } from 'react';
import {
  PROJECT_STEPS,
  type ProjectStepId,
  type ProjectStepState,
  projectSteps,
} from '../../resources/projectSteps';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { ProjectPanel } from './ProjectPanel';
import * as styles from './projects.css';
import { useProject } from './projectsApi';
import { type Project, progressOf, STATUS_LABELS, STATUS_TONES } from './projectTypes';

/** The project's pages: its overview, then one per step. */
export type ProjectPage = 'overview' | ProjectStepId;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What a step has so far, beside its state. */
function stepFigure(project: Project, step: ProjectStepId): string {
  const progress = progressOf(project);
  switch (step) {
    case 'members':
      return plural(progress.members_count, 'member');
    case 'package':
      return plural(progress.package_count, 'item');
    case 'beneficiaries':
      return plural(progress.beneficiaries_count, 'beneficiary', 'beneficiaries');
    case 'fulfillment':
      return `${progress.handed_over_count} of ${progress.beneficiaries_count} handed over`;
  }
}

function stateOf(state: ProjectStepState): 'locked' | 'complete' | 'open' {
  if (state.lockedBecause) return 'locked';
  return state.complete ? 'complete' : 'open';
}

/**
 * The wizard's steps in order, each complete, open or locked; the page shown is marked. A locked
 * step is no link: it says which earlier step comes first.
 */
function StepNav({ project, current }: { project: Project; current: ProjectPage }) {
  const { pathFor } = useResourceRegistry();
  const states = projectSteps(progressOf(project));
  return (
    <nav aria-label={`Steps of ${project.name}`}>
      <ol className={styles.steps}>
        {PROJECT_STEPS.map((step, index) => {
          const state = states[index] as ProjectStepState;
          const shown = stateOf(state);
          const title = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {shown === 'complete' ? <Icon name="check" /> : index + 1}
              </span>
              {step.label}
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={shown}
              data-current={step.id === current || undefined}
            >
              {shown === 'locked' ? (
                <span className={styles.stepTitle}>
                  {title}
                  <Icon name="lock" />
                </span>
              ) : (
                <Link
                  href={pathFor(step.route, { id: project.id })}
                  aria-current={step.id === current ? 'step' : undefined}
                  variant="standalone"
                  className={styles.stepTitle}
                >
                  {title}
                </Link>
              )}
              <span className={styles.stepNote}>
                {shown === 'locked'
                  ? `Locked: ${state.lockedBecause}`
                  : `${shown === 'complete' ? 'Complete' : 'To do'} · ${stepFigure(project, step.id)}`}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The first step still to do, which a locked step sends the user to. */
export function firstOpenStep(project: Project) {
  const states = projectSteps(progressOf(project));
  const index = states.findIndex((state) => !state.complete && !state.lockedBecause);
  return PROJECT_STEPS[Math.max(0, index)] ?? PROJECT_STEPS[0];
}

/** A step opened by its address before an earlier one is done: why, and where to go first. */
function LockedStep({
  project,
  step,
  reason,
}: {
  project: Project;
  step: ProjectStepId;
  reason: string;
}) {
  const { pathFor } = useResourceRegistry();
  const label = PROJECT_STEPS.find((one) => one.id === step)?.label ?? step;
  const first = firstOpenStep(project);
  return (
    <ProjectPanel
      headingId="locked-heading"
      heading={
        <>
          <Icon name="lock" /> {label} is not open yet
        </>
      }
    >
      <p className={screen.muted}>{reason}</p>
      <p className={screen.muted}>
        <Link href={pathFor(first.route, { id: project.id })} variant="standalone">
          Go to {first.label} <Icon name="arrow-right" />
        </Link>
      </p>
    </ProjectPanel>
  );
}

export interface ProjectFrameProps {
  /** The page shown inside the frame. */
  page: ProjectPage;
  children: (project: Project) => ReactNode;
}

/**
 * The frame of every page of a project: its name, status, type, place and dates, the actions
 * its status allows (Mark as planned, Start and Finish distribution, Close, Cancel with a
 * reason), and the steps. A step that an earlier one locks shows why instead of its page, with
 * a link to the step to do first; the screens never let a step be skipped.
 */
export function ProjectFrame({ page, children }: ProjectFrameProps) {
  const id = useRecordId();
  const { pathFor } = useResourceRegistry();
  const answer = useProject(id);
  const waiting = recordLoadState(id, answer, projectsResource.singular);
  if (waiting || !answer.data) return waiting;
  const project = answer.data;
  const refusal =
    page === 'overview'
      ? null
      : (projectSteps(progressOf(project)).find((state) => state.id === page)?.lockedBecause ??
        null);
  const dates = project.ends_on
    ? `${formatDay(project.starts_on)} to ${formatDay(project.ends_on)}`
    : `From ${formatDay(project.starts_on)}`;
  return (
    <article className={screen.page} aria-labelledby="project-heading">
      <div className={screen.header}>
        {page === 'overview' ? (
          <Link href={pathFor('projects')} variant="standalone">
            <Icon name="arrow-left" /> All projects
          </Link>
        ) : (
          <Link href={pathFor('view-project', { id: project.id })} variant="standalone">
            <Icon name="arrow-left" /> Project overview
          </Link>
        )}
        <div className={screen.actions}>
          <RecordActions resource={projectsResource} record={project} title={project.name} />
        </div>
      </div>
      <div className={screen.header}>
        <h2 id="project-heading" className={screen.heading}>
          {project.name}
        </h2>
        <Badge tone={STATUS_TONES[project.status]}>{STATUS_LABELS[project.status]}</Badge>
        <span className={screen.muted}>
          {[project.labels.type_id, project.location, dates].filter(Boolean).join(' · ')}
        </span>
      </div>
      {project.status === 'cancelled' && (
        <p className={screen.alert}>
          Cancelled: {project.cancel_reason}. Packages handed over stay handed over; nothing else is
          given out.
        </p>
      )}
      <StepNav project={project} current={page} />
      {refusal && page !== 'overview' ? (
        <LockedStep project={project} step={page} reason={refusal} />
      ) : (
        children(project)
      )}
    </article>
  );
}
