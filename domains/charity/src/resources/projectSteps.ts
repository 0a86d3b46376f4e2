/**
 * The project wizard's steps, in order, and what makes each complete: the server refuses a step
 * while an earlier one is incomplete, and the screens lock it with the same sentence.
 */
import { PROJECT_MESSAGES } from './projectMessages';
import type { ProjectStatus } from './projects';

export const PROJECT_STEPS = [
  { id: 'members', route: 'project-members', label: 'Members' },
  { id: 'package', route: 'project-package', label: 'Package' },
  { id: 'beneficiaries', route: 'project-beneficiary', label: 'Beneficiaries' },
  { id: 'fulfillment', route: 'project-fulfillment', label: 'Fulfilment' },
] as const;
export type ProjectStepId = (typeof PROJECT_STEPS)[number]['id'];

export { PROJECT_MESSAGES };

/** What the steps need to know of a project (its record as the API answers it). */
export interface ProjectProgress {
  status: ProjectStatus;
  members_count: number;
  /** The package's lines. */
  package_count: number;
  beneficiaries_count: number;
  handed_over_count: number;
}

export interface ProjectStepState {
  id: ProjectStepId;
  complete: boolean;
  /** Why the step cannot be opened yet (an earlier step is incomplete), or null. */
  lockedBecause: string | null;
}

/**
 * Each step's state: members need one member, the package one item, the beneficiaries one
 * person, and the fulfilment is complete when every beneficiary has received the package. A step
 * is locked while any earlier one is incomplete, with that step's sentence.
 */
export function projectSteps(project: ProjectProgress): ProjectStepState[] {
  const complete: Record<ProjectStepId, boolean> = {
    members: project.members_count > 0,
    package: project.package_count > 0,
    beneficiaries: project.beneficiaries_count > 0,
    fulfillment:
      project.beneficiaries_count > 0 && project.handed_over_count >= project.beneficiaries_count,
  };
  const reasons: Record<Exclude<ProjectStepId, 'fulfillment'>, string> = {
    members: PROJECT_MESSAGES.membersFirst,
    package: PROJECT_MESSAGES.packageFirst,
    beneficiaries: PROJECT_MESSAGES.beneficiariesFirst,
  };
  let lockedBecause: string | null = null;
  return PROJECT_STEPS.map((step) => {
    const state = { id: step.id, complete: complete[step.id], lockedBecause };
    if (!lockedBecause && step.id !== 'fulfillment' && !complete[step.id]) {
      lockedBecause = reasons[step.id];
    }
    return state;
  });
}

/** The refusal of working on a step, or null when every earlier step is complete. */
export function stepRefusal(project: ProjectProgress, step: ProjectStepId): string | null {
  return projectSteps(project).find((s) => s.id === step)?.lockedBecause ?? null;
}
