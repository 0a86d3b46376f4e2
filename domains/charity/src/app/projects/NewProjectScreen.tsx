import { useApiClient } from '@backoffice/api-client';
import { useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { useNavigate } from 'react-router-dom';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { projectDetails } from './projectDetails';

/**
 * `/projects/new`: the project's details (name, type, dates, place, budget, description). Once
 * created it is a draft, and the screen moves to its first step, the members.
 */
export function NewProjectScreen() {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(projectsResource);
  return (
    <section className={screen.page} aria-label="New project">
      <p className={screen.muted}>
        The details first; the members, the package and the beneficiaries follow, step by step.
      </p>
      <ResourceForm
        resource={projectDetails}
        mode="create"
        initialValues={newRecordValues(projectDetails)}
        submitLabel="Create project"
        cancelHref={pathFor('projects')}
        onSubmit={async (body, idempotencyKey) => {
          const record = await saveRecord(client, projectsResource, body, { idempotencyKey });
          await revalidate(record.id, record);
          return record;
        }}
        onSaved={(saved) => {
          const record = saved as ResourceRow;
          toast('Project created: now choose who runs it.', 'positive');
          void navigate(pathFor('project-members', { id: record.id }));
        }}
      />
    </section>
  );
}
