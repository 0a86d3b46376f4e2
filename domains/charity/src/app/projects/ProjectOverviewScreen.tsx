import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  AuditTrail,
  ResourceForm,
  recordValues,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatDay, formatMoney } from '@backoffice/contract';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { HandOverBar } from './HandOverBar';
import { firstOpenStep, ProjectFrame } from './ProjectFrame';
import { ProjectPanel } from './ProjectPanel';
import { projectDetails } from './projectDetails';
import * as styles from './projects.css';
import { type Project, progressOf } from './projectTypes';

/** The statuses whose details may still change. */
const EDITABLE = ['draft', 'planned', 'in_progress', 'fulfilled'];

/** Members, package, beneficiaries and the hand-over so far, with the money around it. */
function Progress({ project }: { project: Project }) {
  const progress = progressOf(project);
  return (
    <ProjectPanel headingId="progress-heading" heading="Progress">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Members</dt>
          <dd>{progress.members_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Items in the package</dt>
          <dd>{progress.package_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Beneficiaries</dt>
          <dd>{progress.beneficiaries_count}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Handed over</dt>
          <dd>
            {progress.handed_over_count} of {progress.beneficiaries_count}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Donations</dt>
          <dd>{formatMoney(Number(project.donations_total ?? 0))}</dd>
        </div>
      </dl>
      <HandOverBar done={progress.handed_over_count} everyone={progress.beneficiaries_count} />
    </ProjectPanel>
  );
}

/** The project's details as read, with Edit details while they may change. */
function Details({ project }: { project: Project }) {
  const { pathFor } = useResourceRegistry();
  return (
    <section className={screen.panel} aria-labelledby="details-heading">
      <div className={screen.header}>
        <h3 id="details-heading" className={screen.panelHeading}>
          Details
        </h3>
        {EDITABLE.includes(project.status) && (
          <div className={screen.actions}>
            <Link
              href={`${pathFor('view-project', { id: project.id })}?edit=details`}
              variant="standalone"
            >
              <Icon name="edit" /> Edit details
            </Link>
          </div>
        )}
      </div>
      <dl className={screen.facts}>
        <dt>Type</dt>
        <dd>{project.labels.type_id}</dd>
        <dt>Dates</dt>
        <dd>
          {formatDay(project.starts_on)}
          {project.ends_on ? ` to ${formatDay(project.ends_on)}` : ', no end set'}
        </dd>
        <dt>Location</dt>
        <dd>
          {project.location}
          {project.labels.state_id ? `, ${project.labels.state_id}` : ''}
        </dd>
        <dt>Budget</dt>
        <dd>{project.budget === null ? 'None set' : formatMoney(project.budget)}</dd>
      </dl>
      {project.description && <p className={screen.muted}>{project.description}</p>}
    </section>
  );
}

/** The details' form in place of the details (`?edit=details`); a 409 offers both versions. */
function EditDetails({ project }: { project: Project }) {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(projectsResource);
  const overview = pathFor('view-project', { id: project.id });
  return (
    <ProjectPanel headingId="details-heading" heading="Edit details">
      <ResourceForm
        key={project.id}
        resource={projectDetails}
        mode="update"
        record={project}
        initialValues={recordValues(projectDetails, project)}
        submitLabel="Save details"
        cancelHref={overview}
        onSubmit={async (body, _key, version) => {
          const saved = await saveRecord(client, projectsResource, body, {
            id: project.id,
            version,
          });
          await revalidate(project.id, saved);
          return saved;
        }}
        onSaved={() => {
          toast('Project details saved.', 'positive');
          void navigate(overview);
        }}
      />
    </ProjectPanel>
  );
}

/**
 * `/projects/:id`: the wizard's overview. Its progress (members, package, beneficiaries, handed
 * over N of M, donations), its details (edited in place), the next step to do, and its history.
 */
export function ProjectOverviewScreen() {
  const [params] = useSearchParams();
  const { pathFor } = useResourceRegistry();
  return (
    <ProjectFrame page="overview">
      {(project) => {
        const next = firstOpenStep(project);
        const editing = params.get('edit') === 'details' && EDITABLE.includes(project.status);
        const open = projectStepsOpen(project);
        return (
          <>
            {open && (
              <p className={screen.muted}>
                Next:{' '}
                <Link href={pathFor(next.route, { id: project.id })} variant="standalone">
                  {next.label} <Icon name="arrow-right" />
                </Link>
              </p>
            )}
            <Progress project={project} />
            {editing ? <EditDetails project={project} /> : <Details project={project} />}
            <AuditTrail resource={projectsResource} id={project.id} />
          </>
        );
      }}
    </ProjectFrame>
  );
}

/** Whether a step is left to do: a project still being prepared or handed out. */
function projectStepsOpen(project: Project): boolean {
  const progress = progressOf(project);
  if (!['draft', 'planned', 'in_progress'].includes(project.status)) return false;
  return (
    progress.members_count === 0 ||
    progress.package_count === 0 ||
    progress.beneficiaries_count === 0 ||
    progress.handed_over_count < progress.beneficiaries_count
  );
}
