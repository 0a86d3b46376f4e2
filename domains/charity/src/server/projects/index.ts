/**
 * The server side of projects: the wizard's steps refused out of order (the sentences of
 * `projectSteps.ts`), members, beneficiaries in batches, the hand-over that takes packages out
 * of stock (and its undo), the project's moves, its counts in SQL and its views.
 */
import type { ResourceHooks } from '@backoffice/server-kit';
import { addBeneficiaries, removeBeneficiaries } from './beneficiaries';
import { PROJECT_COMPUTED } from './computed';
import { beforeCreateProject, beforeDeleteProject, beforeUpdateProject } from './details';
import { printDistributionList } from './distributionListPdf';
import { handOver, undoHandOver } from './handOver';
import { cancelProject, finishDistribution, requirePlanned } from './lifecycle';
import { saveMembers } from './members';
import { beneficiariesView, membersView, stockView } from './views';

export { PROJECT_TABLES } from './tables';
export { receivedView } from './views';

export const projectsHooks: ResourceHooks = {
  beforeCreate: beforeCreateProject,
  beforeUpdate: beforeUpdateProject,
  beforeDelete: beforeDeleteProject,
  actions: {
    members: saveMembers,
    'add-beneficiaries': addBeneficiaries,
    'remove-beneficiaries': removeBeneficiaries,
    plan: requirePlanned,
    start: requirePlanned,
    'hand-over': handOver,
    'undo-hand-over': undoHandOver,
    finish: finishDistribution,
    cancel: cancelProject,
  },
  computed: PROJECT_COMPUTED,
  views: {
    members: membersView,
    beneficiaries: beneficiariesView,
    stock: stockView,
    print: printDistributionList,
  },
};
