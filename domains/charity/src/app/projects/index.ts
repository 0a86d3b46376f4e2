import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/**
 * The project screens by route name: the new project's details, then the wizard (its overview
 * and its four steps, each in the project's frame). The list is the generic one.
 */
export const PROJECT_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'new-project': () =>
    import('./NewProjectScreen').then((m) => ({ Component: m.NewProjectScreen })),
  'view-project': () =>
    import('./ProjectOverviewScreen').then((m) => ({ Component: m.ProjectOverviewScreen })),
  'project-members': () =>
    import('./ProjectMembersScreen').then((m) => ({ Component: m.ProjectMembersScreen })),
  'project-package': () =>
    import('./ProjectPackageScreen').then((m) => ({ Component: m.ProjectPackageScreen })),
  'project-beneficiary': () =>
    import('./ProjectBeneficiariesScreen').then((m) => ({
      Component: m.ProjectBeneficiariesScreen,
    })),
  'project-fulfillment': () =>
    import('./ProjectFulfillmentScreen').then((m) => ({ Component: m.ProjectFulfillmentScreen })),
};
