/**
 * What the server gives a domain's hook (see server-kit's `ResourceHooks`): the transaction, the
 * brand, the user, today (in the brand's time zone), a queue of realtime events, and notifications stored in the
 * transaction; events and notification pushes leave only after the transaction commits.
 */
import {
  businessToday,
  type DomainEvent,
  type Executor,
  type HookContext,
  usersWithRole,
} from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import {
  pushNotifications,
  type StoredNotification,
  writeNotifications,
} from '../plugins/app/notifier';

export interface HookRun {
  context(db: Executor): HookContext;
  /** Publishes the queued events and notifications; call once the transaction has committed. */
  publish(): Promise<void>;
}

/** Who runs the hook: the user, and the time zone of the brand they work in. */
export interface HookActor {
  id: number;
  timeZone: string;
}

export function hookRun(app: FastifyInstance, brandId: number, actor: HookActor): HookRun {
  const userId = actor.id;
  const events: DomainEvent[] = [];
  const notifications: StoredNotification[] = [];
  return {
    context: (db) => ({
      db,
      brandId,
      userId,
      today: businessToday(new Date(), actor.timeZone),
      publish: (event) => {
        events.push(event);
      },
      notify: async (to, message) => {
        const userIds = 'role' in to ? await usersWithRole(db, brandId, to.role) : to;
        notifications.push(...(await writeNotifications(db, userIds, message)));
      },
    }),
    async publish() {
      for (const event of events.splice(0)) {
        try {
          await app.realtime.publish([...event.channels], event.event, event.data);
        } catch (error) {
          // The record is saved; a push that fails is logged, as notifications do.
          app.log.warn({ err: error, event: event.event }, 'realtime publish failed');
        }
      }
      await pushNotifications(app, notifications.splice(0));
    },
  };
}
