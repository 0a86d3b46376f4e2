/**
 * A business domain's server side, as the server assembles it: the hooks and computed SQL of
 * its resources, and the demo rows it adds to a new install. A domain's `server` entry exports
 * one of these.
 */
import type { Executor } from './executor';
import type { ReportServer } from './reportServer';
import type { ResourceHooks } from './resourceHooks';

/** What a domain's demo seed knows of the install it fills. */
export interface SeedContext {
  /** The day the demo data ends on (the seed's "today"). */
  today: Date;
  /** Demo accounts' user ids by role name (`Administrator`, `Manager`, ...). */
  users: Readonly<Record<string, number>>;
}

export interface DomainServer {
  /** The domain's name, as its package names it (`farm`). */
  name: string;
  /** Hooks and computed SQL of the domain's resources, by resource name (`jf_sales`). */
  resources?: Readonly<Record<string, ResourceHooks>>;
  /**
   * Adds the domain's demo rows, inside the demo seed's transaction, once, on an empty install.
   * Domains seed in the order the server lists them (`common` first), so a domain may look up
   * the rows of `common` by name.
   */
  seed?(db: Executor, context: SeedContext): Promise<void>;
  /**
   * DDL of the domain's own tables beside its resources' (a counter of document numbers, the
   * payments of an invoice, a unique index): idempotent statements (`create table if not
   * exists ...`, `create unique index if not exists ...`) the server runs at every start, under
   * the migrations' lock, after the resource tables are synced, so they may refer to them.
   * Nothing is ever dropped; a change of a column needs a statement of its own.
   */
  tables?: readonly string[];
  /** The server sides of the domain's date-range reports (`GET /api/<name>`, CSV, PDF). */
  reports?: readonly ReportServer[];
}
