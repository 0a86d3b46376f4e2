import type { RouteName } from '@backoffice/access';
import type { ReportDefinition } from '@backoffice/contract';
import type { ScreenLoader } from '../routing/screenLoader';

/**
 * The generic screen of each date-range report, by route name (a report's route is named as the
 * report), loaded on its first visit. A domain that draws a report its own way gives that route
 * a screen of its own, which wins over this one.
 */
export function reportScreenLoaders(
  reports: readonly ReportDefinition[],
): Partial<Record<RouteName, ScreenLoader>> {
  return Object.fromEntries(
    reports.map((report) => [
      report.name,
      () => import('./reportScreen').then((module) => ({ Component: module.reportScreen(report) })),
    ]),
  );
}
