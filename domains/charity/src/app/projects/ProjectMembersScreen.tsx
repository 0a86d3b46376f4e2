import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useLineErrors,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import { conflictRecord, useResourceRevalidation } from '@backoffice/app-kit/resources';
import { MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import {
  PROJECT_MEMBER_ROLES,
  type ProjectMemberRole,
  projectsResource,
} from '../../resources/projects';
import * as screen from '../shared/screen.css';
import { ProjectFrame } from './ProjectFrame';
import { runProjectAction, useProjectView, useStaff } from './projectsApi';
import { OPEN_STATUSES, type Project, type ProjectMember, ROLE_LABELS } from './projectTypes';
import { StaleNotice } from './StaleNotice';

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
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(projectsResource);
  const staff = useStaff();
  const [initial] = useState(() => draftOf(members));
  const [lines, setLines] = useState(initial);
  const { errors, pending, submit } = useFormSubmit();
  const [stale, setStale] = useState<Project | null>(null);
  const { lineErrors, linesChanged } = useLineErrors<DraftMember>(errors);
  const editable = OPEN_STATUSES.includes(project.status);
  const changed = JSON.stringify(lines) !== JSON.stringify(initial);
  useFormChanged(editable && changed);
  const disabled = pending || !editable;
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
      message={errors.message ?? undefined}
      onSubmit={(event) =>
        void submit(event, async () => {
          let saved: Project;
          try {
            saved = await runProjectAction(client, project, 'members', {
              lines: lines.map((line) => ({ user_id: line.userId ?? '', role: line.role ?? '' })),
            });
          } catch (error) {
            const current = conflictRecord(projectsResource, error);
            if (current) {
              setStale(current as Project);
              return;
            }
            throw error;
          }
          store.setFormChanged(false);
          await revalidate(saved.id, saved);
          toast(`Members of ${project.name} saved.`, 'positive');
        })
      }
    >
      {stale && <StaleNotice current={stale} />}
      {staff.error && <p className={screen.alert}>{MESSAGES.general}</p>}
      <LinesEditor
        label="Members"
        description="Who runs the project and what each does. Packages are handed over by one of them."
        rows={lines}
        onChange={(next) => {
          linesChanged(lines, next);
          setLines(next);
        }}
        newRow={newMember}
        minRows={1}
        maxRows={50}
        addLabel="Add member"
        itemLabel="member"
        errors={lineErrors}
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
          <Button type="submit" isPending={pending}>
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
    <section className={screen.panel} aria-labelledby="members-heading">
      <h3 id="members-heading" className={screen.panelHeading}>
        1. Members
      </h3>
      {members.error && !members.data ? (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      ) : members.data ? (
        <MembersForm key={project.version} project={project} members={members.data} />
      ) : (
        <Skeleton lines={4} label="Loading the members" />
      )}
    </section>
  );
}
