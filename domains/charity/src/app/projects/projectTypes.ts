import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { BadgeTone } from '@backoffice/ui/Badge';
import type { ProjectProgress } from '../../resources/projectSteps';
import type { ProjectMemberRole, ProjectStatus } from '../../resources/projects';

/** A package line: what each beneficiary receives of one item. */
export interface ProjectLine {
  id?: number;
  package_item_id: number;
  quantity: number;
}

/** A project as `GET /api/projects/{id}` answers it. */
export interface Project extends ResourceRow {
  name: string;
  type_id: number;
  starts_on: string;
  ends_on: string | null;
  location: string;
  state_id: number | null;
  budget: number | null;
  description: string | null;
  status: ProjectStatus;
  cancel_reason: string | null;
  version: number;
  lines: ProjectLine[];
  members_count: number;
  beneficiaries_count: number;
  handed_over_count: number;
  donations_total: number;
}

/** A member of the project (view `members`). */
export interface ProjectMember {
  user_id: number;
  name: string;
  role: ProjectMemberRole;
  roles: string[];
}

/** A beneficiary of the project with their hand-over (view `beneficiaries`). */
export interface ProjectBeneficiary {
  beneficiary_id: number;
  name: string;
  phone: string | null;
  gender: string;
  household_size: number;
  category: string | null;
  state: string | null;
  status: string;
  added_at: string;
  handed_over_on: string | null;
  handed_over_by: number | null;
  handed_over_by_name: string | null;
  collected_by: string | null;
}

/** One package item's stock against the project (view `stock`). */
export interface ProjectStockLine {
  package_item_id: number;
  name: string;
  unit: string;
  quantity: number;
  needed: number;
  handed_out: number;
  still_needed: number;
  on_hand: number;
  short: number;
}

/** A user of the brand, whom members are picked from (`GET /api/staff`). */
export interface StaffMember {
  id: number;
  name: string;
  roles: string[];
}

/** What the step rules read of a project. */
export function progressOf(project: Project): ProjectProgress {
  return {
    status: project.status,
    members_count: Number(project.members_count ?? 0),
    package_count: project.lines?.length ?? 0,
    beneficiaries_count: Number(project.beneficiaries_count ?? 0),
    handed_over_count: Number(project.handed_over_count ?? 0),
  };
}

export const STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  draft: 'Draft',
  planned: 'Planned',
  in_progress: 'In progress',
  fulfilled: 'Fulfilled',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Readonly<Record<ProjectStatus, BadgeTone>> = {
  draft: 'neutral',
  planned: 'info',
  in_progress: 'caution',
  fulfilled: 'positive',
  closed: 'neutral',
  cancelled: 'critical',
};

export const ROLE_LABELS: Readonly<Record<ProjectMemberRole, string>> = {
  lead: 'Project lead',
  coordinator: 'Coordinator',
  field_officer: 'Field officer',
  volunteer: 'Volunteer',
  driver: 'Driver',
};

/** The statuses in which members and beneficiaries may still change (the actions' `from`). */
export const OPEN_STATUSES: readonly ProjectStatus[] = ['draft', 'planned', 'in_progress'];

/** The statuses in which the package may still change. */
export const PACKAGE_STATUSES: readonly ProjectStatus[] = ['draft', 'planned'];
