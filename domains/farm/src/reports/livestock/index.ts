import type { ReportDefinition } from '@backoffice/contract';
import { eggCollectionReport } from './eggCollectionReport';
import { feedingReport } from './feedingReport';

export * from './eggCollectionReport';
export * from './feedingReport';

/** The livestock area's reports: egg collection and feeding. */
export const LIVESTOCK_REPORTS: readonly ReportDefinition[] = [eggCollectionReport, feedingReport];
