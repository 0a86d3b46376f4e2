import { useResourceRegistry } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import {
  PROJECT_MEMBER_ROLES,
  type ProjectMemberRole,
  projectsResource,
} from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { ProjectFrame } from './ProjectFrame';
import { ProjectPanel } from './ProjectPanel';
import { runProjectAction, useProjectView, useStaff } from './projectsApi';
import { OPEN_STATUSES, type Project, type ProjectMember, ROLE_LABELS } from './projectTypes';
import { StaleNotice } from './StaleNotice';
import { useProjectLinesForm } from './useProjectLinesForm';
import { ViewPending } from './ViewPending';

interface DraftMember {
  userId: number | null;
  role: ProjectMemberRole | null;
}

const newMember = (): DraftMember => ({ userId: null, role: null });

function draftOf(members: readonly ProjectMember[]): DraftMember[] {
  return members.length
    ? members.map((member) => ({ userId: member.user_id, role: member.role }))
    : [newMember()];
}

/**
 * The members' lines: a person of the brand's staff (with their roles, to choose well) and what
 * they do on the project, each person once. Save replaces the list.
 */
function MembersForm({ project, members }: { project: Project; members: ProjectMember[] }) {
  const { pathFor } = useResourceRegistry();
  const staff = useStaff();
  const editable = OPEN_STATUSES.includes(project.status);
  const form = useProjectLinesForm<DraftMember>({
    draft: () => draftOf(members),
    editable,
    save: (client, lines) =>
      runProjectAction(client, project, 'members', {
        lines: lines.map((line) => ({ user_id: line.userId ?? '', role: line.role ?? '' })),
      }),
    savedMessage: `Members of ${project.name} saved.`,
  });
  const { lines, changed, disabled } = form;
  const people = staff.data ?? [];
  const options = (line: DraftMember) =>
    people
      .filter(
        (person) => person.id === line.userId || !lines.some((other) => other.userId === person.id),
      )
      .map((person) => ({
        name: person.roles.length ? `${person.name} (${person.roles.join(', ')})` : person.name,
        value: person.id,
      }));
  // Someone chosen earlier who is no longer staff still reads by name.
  const named = (line: DraftMember) => {
    const known = options(line);
    const member = members.find((one) => one.user_id === line.userId);
    return member && !known.some((option) => option.value === member.user_id)
      ? [...known, { name: member.name, value: member.user_id }]
      : known;
  };

  return (
    <Form
      aria-label={`Members of ${project.name}`}
      message={form.errors.message ?? undefined}
      onSubmit={form.onSubmit}
    >
      {form.stale && <StaleNotice current={form.stale} />}
      {staff.error && <p className={screen.alert}>{MESSAGES.general}</p>}
      <LinesEditor
        label="Members"
        description="Who runs the project and what each does. Packages are handed over by one of them."
        rows={lines}
        onChange={form.onChange}
        newRow={newMember}
        minRows={1}
        maxRows={50}
        addLabel="Add member"
        itemLabel="member"
        errors={form.lineErrors}
        isDisabled={disabled}
        fieldColumns="minmax(16rem, 3fr) minmax(10rem, 2fr)"
        renderRow={(line, _index, { update, errorFor }) => (
          <>
            <Select
              label="Staff member"
              isRequired
              isLoading={staff.isLoading}
              options={named(line)}
              value={line.userId}
              onChange={(key) => update({ userId: key === null ? null : Number(key) })}
              isDisabled={disabled}
              isInvalid={errorFor('user_id') !== undefined || undefined}
              errorMessage={errorFor('user_id')}
              emptyText="Everyone of the staff is listed already"
            />
            <Select
              label="Role"
              isRequired
              options={PROJECT_MEMBER_ROLES.map((role) => ({
                name: ROLE_LABELS[role],
                value: role,
              }))}
              value={line.role}
              onChange={(key) =>
                update({ role: key === null ? null : (String(key) as ProjectMemberRole) })
              }
              isDisabled={disabled}
              isInvalid={errorFor('role') !== undefined || undefined}
              errorMessage={errorFor('role')}
            />
          </>
        )}
      />
      {editable ? (
        <div className={screen.formActions}>
          <Button type="submit" isPending={form.pending}>
            Save members
          </Button>
          {members.length > 0 && !changed && (
            <Link href={pathFor('project-package', { id: project.id })} variant="standalone">
              Next: the package <Icon name="arrow-right" />
            </Link>
          )}
        </div>
      ) : (
        <p className={screen.muted}>{projectsResource.actions.members?.wrongState}</p>
      )}
    </Form>
  );
}

/** `/projects/:id/project-members`: the first step, who runs the project. */
export function ProjectMembersScreen() {
  return (
    <ProjectFrame page="members">{(project) => <MembersStep project={project} />}</ProjectFrame>
  );
}

function MembersStep({ project }: { project: Project }) {
  const members = useProjectView(project, 'members', false);
  return (
    <ProjectPanel headingId="members-heading" heading="1. Members">
      {members.data ? (
        <MembersForm key={project.version} project={project} members={members.data} />
      ) : (
        <ViewPending failed={Boolean(members.error)} lines={4} label="Loading the members" />
      )}
    </ProjectPanel>
  );
}
