import type { ReportDefinition } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { DateRangeReportScreen } from './DateRangeReportScreen';

const made = new WeakMap<ReportDefinition, ComponentType>();

/**
 * The screen of one report, as a component without props for the route table; the same
 * component on every visit, so the router keeps it mounted.
 */
export function reportScreen(report: ReportDefinition): ComponentType {
  const known = made.get(report);
  if (known) return known;
  const screens: Record<'report', ComponentType> = {
    report: () => <DateRangeReportScreen report={report} />,
  };
  made.set(report, screens.report);
  return screens.report;
}
