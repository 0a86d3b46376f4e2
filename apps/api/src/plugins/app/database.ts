/** Opens the database, brings its schema up to date and closes it with the server. */
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    dbHandle: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  /** Close the handle when the server closes (false when the caller owns it). */
  closeOnShutdown: boolean;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHandle', handle);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
