/**
 * Where a project stands in its wizard, read in one query: its members, package lines,
 * beneficiaries and hand-overs, for the refusals of `stepRefusal` (the screens' own sentences).
 */
import { DomainError, type Executor, type Row, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import {
  type ProjectProgress,
  type ProjectStepId,
  stepRefusal,
} from '../../resources/projectSteps';
import type { ProjectStatus } from '../../resources/projects';

/** The project's progress; `record` is its stored row (for its status). */
export async function loadProgress(
  db: Executor,
  projectId: number,
  record: Row,
): Promise<ProjectProgress> {
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`select
          (select count(*) from project_members where project_id = ${projectId}) as members,
          (select count(*) from project_package_items where project_id = ${projectId}) as package,
          (select count(*) from project_beneficiaries where project_id = ${projectId}) as beneficiaries,
          (select count(*) from project_beneficiaries
            where project_id = ${projectId} and handed_over_on is not null) as handed_over`,
  );
  return {
    status: record.status as ProjectStatus,
    members_count: Number(row?.members ?? 0),
    package_count: Number(row?.package ?? 0),
    beneficiaries_count: Number(row?.beneficiaries ?? 0),
    handed_over_count: Number(row?.handed_over ?? 0),
  };
}

/** Refuses (409) working on a step while an earlier one is incomplete. */
export async function requireStep(
  db: Executor,
  projectId: number,
  record: Row,
  step: ProjectStepId,
): Promise<ProjectProgress> {
  const progress = await loadProgress(db, projectId, record);
  const refusal = stepRefusal(progress, step);
  if (refusal) throw DomainError.conflict(refusal);
  return progress;
}

/** `YYYY-MM-DD` of a stored or sent day (a string or a Date), or null. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** The ids of a batch's lines, as numbers, in the order sent. */
export const idsOf = (lines: readonly Row[], field: string): number[] =>
  lines.map((line) => Number(line[field]));
