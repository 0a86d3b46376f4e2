import type { FarmArea } from '../area';
import { eggCollectionReportServer } from './eggCollectionReportServer';
import { eggLogsHooks } from './eggLogs';
import { feedingLogsHooks } from './feedingLogs';
import { feedingReportServer } from './feedingReportServer';
import { feedTypesHooks } from './feedTypes';
import { LIVESTOCK_TABLES } from './tables';

/** The server side of flocks, feed types, egg collection logs and feeding logs. */
export const livestockArea: FarmArea = {
  resources: {
    feed_types: feedTypesHooks,
    egg_collection_logs: eggLogsHooks,
    layer_feeding_logs: feedingLogsHooks,
  },
  tables: LIVESTOCK_TABLES,
  reports: [eggCollectionReportServer, feedingReportServer],
};
