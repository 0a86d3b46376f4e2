/**
 * The project's moves: planned once its members, package and beneficiaries are set (and still
 * so when its distribution starts), finished only after a hand-over, cancelled with a reason.
 */
import { type ActionHook, DomainError } from '@backoffice/server-kit';
import { PROJECT_MESSAGES } from '../../resources/projectSteps';
import { requireStep } from './steps';

/** `plan` and `start`: every step before the fulfilment complete, else its sentence (409). */
export const requirePlanned: ActionHook = async ({ db, recordId, record }) => {
  await requireStep(db, recordId, record, 'fulfillment');
};

export const finishDistribution: ActionHook = async ({ db, recordId, record }) => {
  const progress = await requireStep(db, recordId, record, 'fulfillment');
  if (!progress.handed_over_count) throw DomainError.conflict(PROJECT_MESSAGES.nothingHandedOver);
};

export const cancelProject: ActionHook = async ({ input }) => ({
  values: { cancel_reason: input.reason },
});
