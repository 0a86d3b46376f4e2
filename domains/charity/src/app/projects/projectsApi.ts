/** The calls of the project screens beyond the resource hooks. */
import {
  type ApiClient,
  type FormFields,
  saveBlobAsFile,
  useApiClient,
} from '@backoffice/api-client';
import { useRecord } from '@backoffice/app-kit/resources';
import { actionPath, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { projectsResource } from '../../resources/projects';
import type {
  Project,
  ProjectBeneficiary,
  ProjectMember,
  ProjectStockLine,
  StaffMember,
} from './projectTypes';

/** The project named by the address (the resource's record hook, typed). */
export function useProject(id: number | null) {
  const answer = useRecord(projectsResource, id);
  return { ...answer, data: answer.data as Project | undefined };
}

interface ProjectViews {
  members: ProjectMember[];
  beneficiaries: ProjectBeneficiary[];
  stock: ProjectStockLine[];
}

/**
 * One of the project's views (`GET /api/projects/{id}/<view>`), fetched again whenever the
 * project's version moves (every action and save moves it).
 */
export function useProjectView<V extends keyof ProjectViews>(
  project: Project | undefined,
  view: V,
  /** Keeps the last answer shown while the next version loads (a table, not a form's start). */
  keepPrevious = true,
) {
  const client = useApiClient();
  return useSWR(
    project ? [projectsResource.segment, project.id, view, project.version] : null,
    async () =>
      (
        await client.get<{ data: ProjectViews[V] }>(
          `${resourcePath(projectsResource, (project as Project).id)}/${view}`,
        )
      ).data,
    { keepPreviousData: keepPrevious },
  );
}

/**
 * Runs one of the project's actions with its input and lines; answers the project as the action
 * left it (a 409 or 422 is thrown to the form). A change of the whole list (the members) sends
 * the version shown, so a change made meanwhile is refused rather than lost; a batch of people
 * (added, removed, handed over) does not, since each line is checked on its own and several
 * people hand packages over at once on a distribution day.
 */
export async function runProjectAction(
  client: ApiClient,
  project: Pick<Project, 'id' | 'version'>,
  action: string,
  body: FormFields,
  { withVersion = true }: { withVersion?: boolean } = {},
): Promise<Project> {
  const answer = await client.post<{ data: Project }>(
    actionPath(projectsResource, project.id, action),
    withVersion ? { ...body, version: project.version } : body,
  );
  return answer.data;
}

/** `PUT /api/projects/{id}` with the package's lines only (the details stay as they are). */
export async function saveProjectPackage(
  client: ApiClient,
  project: Pick<Project, 'id' | 'version'>,
  lines: { package_item_id: number | null; quantity: number | null }[],
): Promise<Project> {
  const answer = await client.put<{ data: Project }>(resourcePath(projectsResource, project.id), {
    lines: lines.map((line) => ({
      package_item_id: line.package_item_id ?? '',
      quantity: line.quantity ?? '',
    })),
    version: project.version,
  });
  return answer.data;
}

/** The distribution list (`GET /api/projects/{id}/print`), saved as `distribution-list-<id>.pdf`. */
export async function downloadDistributionList(
  client: ApiClient,
  project: Pick<Project, 'id'>,
): Promise<void> {
  const blob = await client.get<Blob>(`${resourcePath(projectsResource, project.id)}/print`, {
    responseType: 'blob',
  });
  saveBlobAsFile(blob, `distribution-list-${project.id}.pdf`);
}

/** Every user of the brand with their roles, whom the members are picked from. */
export function useStaff() {
  const client = useApiClient();
  return useSWR(
    ['staff', 'all'],
    async () => (await client.get<{ data: StaffMember[] }>('/api/staff')).data,
  );
}
