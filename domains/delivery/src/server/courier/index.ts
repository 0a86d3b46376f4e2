import type { Executor, SeedContext } from '@backoffice/server-kit';
import type { DeliveryArea } from '../area';
import { DELIVERY_REPORT_SERVERS } from '../reports';
import { COURIER_COMPUTED } from './computed';
import { createCourierRequest } from './createRequest';
import { seedCourierRequests } from './seed';
import { courierTimeline, recordAction, recordRequested } from './steps';
import { COURIER_TABLES } from './tables';

/**
 * The courier area's server side: courier requests (numbering and fee on create, a step per
 * action, the live/history split in SQL, the timeline), their own tables, and the brand's two
 * reports (the Order Report and the courier requests' report).
 */
export const courierArea: DeliveryArea = {
  resources: {
    dlv_courier_requests: {
      beforeCreate: createCourierRequest,
      afterSave: recordRequested,
      actions: {
        accept: recordAction,
        collect: recordAction,
        deliver: recordAction,
        cancel: recordAction,
      },
      computed: COURIER_COMPUTED,
      views: { timeline: courierTimeline },
    },
  },
  tables: COURIER_TABLES,
  reports: DELIVERY_REPORT_SERVERS,
};

/** The courier area's demo rows. */
export async function seedCourier(db: Executor, context: SeedContext): Promise<void> {
  await seedCourierRequests(db, context);
}
