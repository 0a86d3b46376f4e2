/**
 * What the server gives a domain's hook (see server-kit's `ResourceHooks`): the transaction, the
 * brand, the user, today, and a queue of realtime events that is published only after the
 * transaction commits.
 */
import type { DomainEvent, Executor, HookContext } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';

export interface HookRun {
  context(db: Executor): HookContext;
  /** Publishes the queued events; call once the transaction has committed. */
  publish(): Promise<void>;
}

export function hookRun(app: FastifyInstance, brandId: number, userId: number): HookRun {
  const events: DomainEvent[] = [];
  return {
    context: (db) => ({
      db,
      brandId,
      userId,
      today: new Date().toISOString().slice(0, 10),
      publish: (event) => {
        events.push(event);
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
    },
  };
}
